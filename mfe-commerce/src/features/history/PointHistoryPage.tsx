import { Link } from '@ciao/shared/router';
import { formatNumber, EmptyState, getAccountPointFlow, href, useApiQuery, useTranslation } from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
import styles from '../common/CommercePage.module.css';
import { historyTime, signOf } from '../common/history-time';
import { PagedLedger, useLedgerPage } from '../common/PagedLedger';
import { ReaderPage } from '../common/ReaderPage';
import rows from '../common/HistoryPage.module.css';

/** POINT_HISTORY: the reader's point movements (/account/point/flow), newest first, 20 a page (`?page=`). */
export function PointHistoryPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ReaderPage heading={t('pointHistory.heading')} loginFirst={t('pointHistory.loginFirst')}>
      <PointHistory />
    </ReaderPage>
  );
}

function PointHistory() {
  const { t } = useTranslation(NAMESPACE);
  const { page, goToPage, params } = useLedgerPage();
  const flow = useApiQuery(getAccountPointFlow, params);
  const reasonOf = (reason: string) => t(`pointHistory.reasons.${reason}`, { defaultValue: t('pointHistory.reasons.other') });
  const delta = (point: number) => t('pointHistory.delta', { sign: signOf(point), point: formatNumber(Math.abs(point)) });

  return (
    <PagedLedger
      ledger={flow}
      page={page}
      goToPage={goToPage}
      name={t('pointHistory.heading')}
      listId="point-history-list"
      empty={
        <EmptyState
          message={t('pointHistory.empty')}
          action={
            <Link className={styles.link} to={href('POINT_SHOP')}>
              {t('history.toPointShop')}
            </Link>
          }
        />
      }
      rows={(answer) =>
        answer.point_flow_list.map((item) => (
          <li key={item.flow_id} className={rows.row}>
            <span className={rows.what}>{reasonOf(item.reason)}</span>
            <span className={rows.delta}>{delta(item.paid_point + item.free_point)}</span>
            <span className={rows.when}>{historyTime(item.occurred_at)}</span>
            <span className={rows.detail}>
              {t('pointHistory.paid')} {delta(item.paid_point)} / {t('pointHistory.free')} {delta(item.free_point)}
            </span>
          </li>
        ))
      }
    />
  );
}
