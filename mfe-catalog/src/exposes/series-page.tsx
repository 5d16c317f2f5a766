import '../i18n/register';
import { CONTRACT_VERSION } from '@ciao/shared';
import { SeriesPage } from '../features/series/SeriesPage';

export const contractVersion = CONTRACT_VERSION;

export default function SeriesPageExpose() {
  return <SeriesPage />;
}
