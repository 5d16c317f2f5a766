import '../i18n/register';
import { CONTRACT_VERSION, type SearchModalProps } from '@ciao/shared';
import { SearchModal } from '../features/search/SearchModal';

export const contractVersion = CONTRACT_VERSION;

export default function SearchModalExpose(props: SearchModalProps) {
  return <SearchModal {...props} />;
}
