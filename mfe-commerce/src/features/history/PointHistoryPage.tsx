import { Link } from '@ciao/shared/router';
import {
  EmptyState,
  ErrorState,
  LoadingIndicator,
  Pagination,
  getAccountPointFlow,
  href,
  useApiQuery,
  useSession,
  useTranslation,
} from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
import { LoginFirst } from '../common/LoginFirst';
import { useNumber } from '../common/money';
import styles from '../common/CommercePage.module.css';
import { historyTime, signOf } from '../common/history-time';
import { pageCountOf, usePageParam } from '../common/use-page-param';
import rows from '../common/HistoryPage.module.css';

export const POINT_HISTORY_PAGE_SIZE = 20;

/** POINT_HISTORY: the reader's point movements (/account/point/flow), newest first, 20 a page (`?page=`). */
export function PointHistoryPage() {
  const { t } = useTranslation(NAMESPACE);
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>{t('pointHistory.heading')}</h1>
      {isLoggedIn ? <PointHistory /> : <LoginFirst message={t('pointHistory.loginFirst')} action={t('history.login')} />}
    </main>
  );
}

function PointHistory() {
  const { t } = useTranslation(NAMESPACE);
  const number = useNumber();
  const { page, goToPage } = usePageParam();
  const flow = useApiQuery(getAccountPointFlow, { limit: POINT_HISTORY_PAGE_SIZE, offset: (page - 1) * POINT_HISTORY_PAGE_SIZE });
  // A label per POINT_REASONS of the contract (a test holds them together); a reason a newer API wrote is "other".
  const reasonOf = (reason: string) => t(`pointHistory.reasons.${reason}`, { defaultValue: t('pointHistory.reasons.other') });
  const delta = (point: number) => t('pointHistory.delta', { sign: signOf(point), point: number(Math.abs(point)) });

  return (
    <>
      <LoadingIndicator loading={flow.isPending} label={t('history.loading')} showLabel />
      {flow.isError && <ErrorState error={flow.error} onRetry={flow.retry} />}
      {flow.data && flow.data.total_count === 0 && (
        <EmptyState
          message={t('pointHistory.empty')}
          action={
            <Link className={styles.link} to={href('POINT_SHOP')}>
              {t('history.toPointShop')}
            </Link>
          }
        />
      )}
      {flow.data && flow.data.total_count > 0 && (
        <section className={styles.panel} aria-labelledby="point-history-list">
          <h2 id="point-history-list" className={styles.subheading}>
            {t('history.total', { count: flow.data.total_count })}
          </h2>
          <ul className={styles.list}>
            {flow.data.point_flow_list.map((item) => (
              <li key={item.flow_id} className={rows.row}>
                <span className={rows.what}>{reasonOf(item.reason)}</span>
                <span className={rows.delta}>{delta(item.paid_point + item.free_point)}</span>
                <span className={rows.when}>{historyTime(item.occurred_at)}</span>
                <span className={rows.detail}>
                  {t('pointHistory.paid')} {delta(item.paid_point)} / {t('pointHistory.free')} {delta(item.free_point)}
                </span>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={pageCountOf(flow.data.total_count, POINT_HISTORY_PAGE_SIZE)}
            onPageChange={goToPage}
            label={t('history.pageLabel', { name: t('pointHistory.heading') })}
          />
        </section>
      )}
    </>
  );
}
