import { useUiTranslation } from './use-ui-translation';
import { pageWindow } from './page-window';
import styles from './Pagination.module.css';

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation when a page has more than one pager. */
  label?: string;
  className?: string;
}

/** Previous, numbered and next page buttons; the current page is marked aria-current. */
export function Pagination({ page, pageCount, onPageChange, label, className }: PaginationProps) {
  const { t } = useUiTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav className={[styles.pagination, className].filter(Boolean).join(' ')} aria-label={label ?? t('pagination.label')}>
      <button type="button" className={styles.step} onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        {t('pagination.previous')}
      </button>
      <ul className={styles.pages}>
        {pageWindow(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            // Gaps never move relative to their neighbours, so their position is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className={styles.step} onClick={() => onPageChange(page + 1)} disabled={page >= pageCount}>
        {t('pagination.next')}
      </button>
    </nav>
  );
}
