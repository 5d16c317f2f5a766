import { Link } from '@ciao/shared/router';
import {
  EmptyState,
  ErrorState,
  LoadingIndicator,
  Pagination,
  getAccountCoinFlow,
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
import { CoinBalancePanel } from './CoinBalancePanel';

export const COIN_HISTORY_PAGE_SIZE = 20;

/**
 * COIN_HISTORY: local stand-in of the payment host's /user/coin/history (spec 7): the coin
 * balance (/account/point) and the coin ledger (/account/coin/flow), newest first, 20 a page (`?page=`).
 */
export function CoinHistoryPage() {
  const { t } = useTranslation(NAMESPACE);
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>{t('coin.historyHeading')}</h1>
      {isLoggedIn ? (
        <>
          <CoinBalancePanel
            link={
              <Link className={styles.link} to={href('COIN')}>
                {t('coin.toBalance')}
              </Link>
            }
          />
          <CoinHistory />
        </>
      ) : (
        <LoginFirst message={t('coin.historyLoginFirst')} action={t('history.login')} />
      )}
    </main>
  );
}

function CoinHistory() {
  const { t } = useTranslation(NAMESPACE);
  const number = useNumber();
  const { page, goToPage } = usePageParam();
  const flow = useApiQuery(getAccountCoinFlow, { limit: COIN_HISTORY_PAGE_SIZE, offset: (page - 1) * COIN_HISTORY_PAGE_SIZE });
  return (
    <>
      <LoadingIndicator loading={flow.isPending} label={t('history.loading')} showLabel />
      {flow.isError && <ErrorState error={flow.error} onRetry={flow.retry} />}
      {flow.data && flow.data.total_count === 0 && <EmptyState message={t('coin.historyEmpty')} />}
      {flow.data && flow.data.total_count > 0 && (
        <section className={styles.panel} aria-labelledby="coin-history-list">
          <h2 id="coin-history-list" className={styles.subheading}>
            {t('history.total', { count: flow.data.total_count })}
          </h2>
          <ul className={styles.list}>
            {flow.data.coin_flow_list.map((item) => (
              <li key={item.flow_id} className={rows.row}>
                <span className={rows.what}>{t(`coin.reasons.${item.reason}`)}</span>
                <span className={rows.delta}>
                  {t('coin.delta', { count: Math.abs(item.amount), sign: signOf(item.amount), coin: number(Math.abs(item.amount)) })}
                </span>
                <span className={rows.when}>{historyTime(item.occurred_at)}</span>
                <span className={rows.detail}>
                  {t('coin.balanceAfter', { count: item.balance_after, coin: number(item.balance_after) })}
                </span>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={pageCountOf(flow.data.total_count, COIN_HISTORY_PAGE_SIZE)}
            onPageChange={goToPage}
            label={t('history.pageLabel', { name: t('coin.historyHeading') })}
          />
        </section>
      )}
    </>
  );
}
