import '../i18n/register';
import { CONTRACT_VERSION, type TitlePageProps } from '@ciao/shared';
import { TitlePage } from '../features/title/TitlePage';

export const contractVersion = CONTRACT_VERSION;

/** Keyed by id so moving to another title starts from a clean state. */
export default function TitlePageExpose({ titleId }: TitlePageProps) {
  return <TitlePage key={titleId} titleId={titleId} />;
}
