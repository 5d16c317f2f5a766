import { Link } from '@ciao/shared/router';
import { formatNumber, EmptyState, getAccountCoinFlow, href, useApiQuery, useTranslation } from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
import styles from '../common/CommercePage.module.css';
import { historyTime, signOf } from '../common/history-time';
import { PagedLedger, useLedgerPage } from '../common/PagedLedger';
import { ReaderPage } from '../common/ReaderPage';
import rows from '../common/HistoryPage.module.css';
import { CoinBalancePanel } from './CoinBalancePanel';

/**
 * COIN_HISTORY: local stand-in of the payment host's /user/coin/history (docs/product-rules.md §7): the coin
 * balance (/account/point) and the coin ledger (/account/coin/flow), newest first, 20 a page (`?page=`).
 */
export function CoinHistoryPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ReaderPage heading={t('coin.historyHeading')} loginFirst={t('coin.historyLoginFirst')}>
      <CoinBalancePanel
        link={
          <Link className={styles.link} to={href('COIN')}>
            {t('coin.toBalance')}
          </Link>
        }
      />
      <CoinHistory />
    </ReaderPage>
  );
}

function CoinHistory() {
  const { t } = useTranslation(NAMESPACE);
  const { page, goToPage, params } = useLedgerPage();
  const flow = useApiQuery(getAccountCoinFlow, params);
  return (
    <PagedLedger
      ledger={flow}
      page={page}
      goToPage={goToPage}
      name={t('coin.historyHeading')}
      listId="coin-history-list"
      empty={<EmptyState message={t('coin.historyEmpty')} />}
      rows={(answer) =>
        answer.coin_flow_list.map((item) => (
          <li key={item.flow_id} className={rows.row}>
            <span className={rows.what}>{t(`coin.reasons.${item.reason}`)}</span>
            <span className={rows.delta}>
              {t('coin.delta', { count: Math.abs(item.amount), sign: signOf(item.amount), coin: formatNumber(Math.abs(item.amount)) })}
            </span>
            <span className={rows.when}>{historyTime(item.occurred_at)}</span>
            <span className={rows.detail}>
              {t('coin.balanceAfter', { count: item.balance_after, coin: formatNumber(item.balance_after) })}
            </span>
          </li>
        ))
      }
    />
  );
}
