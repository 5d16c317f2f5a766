import '../i18n/register';
import { CONTRACT_VERSION, type FanLetterPageProps } from '@ciao/shared';
import { FanLetterPages } from '../features/fanletter/FanLetterPages';

export const contractVersion = CONTRACT_VERSION;

export default function FanLetterPagesExpose(props: FanLetterPageProps) {
  return <FanLetterPages {...props} />;
}
