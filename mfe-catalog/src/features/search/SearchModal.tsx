import { Dialog, type SearchModalProps, useTranslation } from '@ciao/shared';
import { SearchPanel } from './SearchPanel';

/**
 * The search modal of docs/product-rules.md §2 on the kit's Dialog (the host frames only its load failure):
 * following any link or searching closes it.
 */
export function SearchModal({ onClose }: SearchModalProps) {
  const { t } = useTranslation('catalog');
  return (
    <Dialog title={t('search.heading')} closeLabel={t('search.close')} onClose={onClose}>
      <SearchPanel onNavigate={onClose} />
    </Dialog>
  );
}
