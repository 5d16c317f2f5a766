import '../i18n/register';
import { CONTRACT_VERSION, type RankingPageProps } from '@ciao/shared';
import { RankingPage } from '../features/ranking/RankingPage';

export const contractVersion = CONTRACT_VERSION;

export default function RankingPageExpose(props: RankingPageProps) {
  return <RankingPage {...props} />;
}
