import { VisuallyHidden, historyBadgeText, useSession, useTranslation } from '@ciao/shared';
import { HOST_NAMESPACE } from '../i18n/register';
import styles from './header.module.css';

/** docs/product-rules.md §4: the history update badge on the header's history item: empty, 1-9, 9+. */
export function HistoryBadge() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const text = useSession((state) => historyBadgeText(state.historyUpdateCount));
  if (text === '') return null;
  return (
    <>
      <span className={styles.badge} aria-hidden="true">
        {text}
      </span>
      <VisuallyHidden>{t('header.historyUpdates', { count: text })}</VisuallyHidden>
    </>
  );
}
