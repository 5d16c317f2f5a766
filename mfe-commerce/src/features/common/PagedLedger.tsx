import type { ReactNode } from 'react';
import { ErrorState, LoadingIndicator, Pagination, useTranslation } from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
import styles from './CommercePage.module.css';
import { pageCountOf, usePageParam } from './use-page-param';

/** A ledger shows 20 movements a page, newest first. */
export const LEDGER_PAGE_SIZE = 20;

/** The ledger page `?page=` names: the call's limit and offset, and a way to another page. */
export function useLedgerPage() {
  const { page, goToPage } = usePageParam();
  return { page, goToPage, params: { limit: LEDGER_PAGE_SIZE, offset: (page - 1) * LEDGER_PAGE_SIZE } };
}

/** What a ledger call's useApiQuery gives: one page of movements and how many there are in all. */
interface LedgerQuery<Answer extends { total_count: number }> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  retry: () => void;
  data: Answer | undefined;
}

interface PagedLedgerProps<Answer extends { total_count: number }> {
  ledger: LedgerQuery<Answer>;
  page: number;
  goToPage: (page: number) => void;
  /** The ledger's name: the pager is labelled with it. */
  name: string;
  /** The id of the list's heading (unique on the page). */
  listId: string;
  /** Shown when the reader has no movement yet (an EmptyState). */
  empty: ReactNode;
  /** The movements of this page, each an <li>. */
  rows: (answer: Answer) => ReactNode;
  /** Shown above the list once the answer is there (the ticket history's held tickets). */
  before?: (answer: Answer) => ReactNode;
}

/**
 * The commerce histories (points, coins, tickets): one paged ledger, its loading and error
 * states, "nothing yet", the total, the page's movements and the pager (`?page=`).
 */
export function PagedLedger<Answer extends { total_count: number }>({
  ledger,
  page,
  goToPage,
  name,
  listId,
  empty,
  rows,
  before,
}: PagedLedgerProps<Answer>) {
  const { t } = useTranslation(NAMESPACE);
  const answer = ledger.data;
  return (
    <>
      <LoadingIndicator loading={ledger.isPending} label={t('history.loading')} showLabel />
      {ledger.isError && <ErrorState error={ledger.error} onRetry={ledger.retry} />}
      {answer && before?.(answer)}
      {answer && answer.total_count === 0 && empty}
      {answer && answer.total_count > 0 && (
        <section className={styles.panel} aria-labelledby={listId}>
          <h2 id={listId} className={styles.subheading}>
            {t('history.total', { count: answer.total_count })}
          </h2>
          <ul className={styles.list}>{rows(answer)}</ul>
          <Pagination
            page={page}
            pageCount={pageCountOf(answer.total_count, LEDGER_PAGE_SIZE)}
            onPageChange={goToPage}
            label={t('history.pageLabel', { name })}
          />
        </section>
      )}
    </>
  );
}
