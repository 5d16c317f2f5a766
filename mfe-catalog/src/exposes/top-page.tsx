import '../i18n/register';
import { CONTRACT_VERSION } from '@ciao/shared';
import { TopPage } from '../features/top/TopPage';

export const contractVersion = CONTRACT_VERSION;

export default function TopPageExpose() {
  return <TopPage />;
}
