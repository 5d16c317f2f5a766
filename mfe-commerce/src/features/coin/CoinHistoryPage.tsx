import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingIndicator, getAccountPoint, href, useApiQuery, useDocumentTitle, useSession } from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
import { LoginFirst } from '../common/LoginFirst';
import { useNumber } from '../common/money';
import styles from '../common/CommercePage.module.css';

/**
 * COIN_HISTORY: local stand-in of the payment host's /user/coin/history (spec 7). The API
 * keeps a coin balance but no coin ledger (no call of this site grants or spends coins, and
 * the point flow has no coin entries), so the honest history is the balance and an empty list
 * that says so.
 */
export function CoinHistoryPage() {
  const { t } = useTranslation(NAMESPACE);
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  useDocumentTitle(t('coin.historyHeading'));
  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>{t('coin.historyHeading')}</h1>
      {isLoggedIn ? <CoinHistory /> : <LoginFirst message={t('coin.historyLoginFirst')} action={t('history.login')} />}
    </main>
  );
}

function CoinHistory() {
  const { t } = useTranslation(NAMESPACE);
  const number = useNumber();
  const point = useApiQuery(getAccountPoint, {}, { refetchOnMount: 'always' });
  return (
    <>
      <LoadingIndicator loading={point.isPending} label={t('history.loading')} showLabel />
      {point.isError && <ErrorState error={point.error} onRetry={point.retry} />}
      {point.data && (
        <>
          <div className={styles.panel}>
            <dl className={styles.facts}>
              <div>
                <dt>{t('coin.balance')}</dt>
                <dd className={styles.strong}>{t('coin.amount', { coin: number(point.data.coin) })}</dd>
              </div>
            </dl>
            <p className={styles.note}>{t('coin.historyNote')}</p>
          </div>
          <EmptyState
            message={t('coin.historyEmpty')}
            action={
              <Link className={styles.link} to={href('COIN')}>
                {t('coin.toBalance')}
              </Link>
            }
          />
        </>
      )}
    </>
  );
}
