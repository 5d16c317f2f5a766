import '../i18n/register';
import { CONTRACT_VERSION, type SearchPageProps } from '@ciao/shared';
import { SearchPage } from '../features/search/SearchPage';

export const contractVersion = CONTRACT_VERSION;

export default function SearchPageExpose(props: SearchPageProps) {
  return <SearchPage {...props} />;
}
