import { Link } from '@ciao/shared/router';
import {
  Button,
  buttonClassName,
  Dialog,
  ErrorState,
  getAccountPoint,
  getAccountSubscription,
  href,
  useApiQuery,
  useSession,
  type MyPagePopupProps,
  useTranslation,
} from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
import { Balances } from './Balances';
import { COIN_CHARGE_ANCHOR } from '../common/coin-charge-anchor';
import { SubscriptionLine } from './SubscriptionLine';
import { useLogout } from './use-logout';
import styles from './MyPagePopup.module.css';

/**
 * Balances change outside this page too (another tab, the monthly plan's grant), so the popup
 * asks again each time it opens, showing the cached numbers meanwhile.
 */
const FRESH_ON_OPEN = { refetchOnMount: 'always' } as const;

/**
 * The my-page popup under the header's my-page icon (docs/product-rules.md §2 and §4). The host positions
 * it; this panel shows balances, links to the local coin screens and the histories, the subscription status,
 * links to my page and gifts, and logout. It is
 * the kit's popover dialog: Escape or a press outside closes it, focus returns to the icon.
 */
export function MyPagePopup({ onClose }: MyPagePopupProps) {
  const { t } = useTranslation(NAMESPACE);
  const nickname = useSession((state) => state.account?.nickname ?? null);
  // The balances live in the query cache: any screen asking for /account/point shares them.
  const point = useApiQuery(getAccountPoint, {}, FRESH_ON_OPEN);
  const plan = useApiQuery(getAccountSubscription, {}, FRESH_ON_OPEN);
  const error = point.error ?? plan.error;
  const retry = () => {
    if (point.isError) point.retry();
    if (plan.isError) plan.retry();
  };
  const { busy, logout } = useLogout(onClose);

  return (
    <Dialog mode="popover" title={t('popup.label')} hideTitle hideCloseButton onClose={onClose}>
      {nickname && <p className={styles.greeting}>{t('popup.greeting', { nickname })}</p>}
      {!error && (point.isPending || plan.isPending) && (
        <p className={styles.status} role="status">
          {t('popup.loading')}
        </p>
      )}
      {error && <ErrorState compact error={error} onRetry={retry} retryLabel={t('popup.retry')} />}
      {!error && point.data && plan.data && (
        <>
          <Balances
            coin={point.data.coin}
            totalPoint={point.data.point.total}
            paidPoint={point.data.point.paid_point}
            freePoint={point.data.point.free_point}
          />
          <SubscriptionLine subscription={plan.data.subscription} onNavigate={onClose} />
        </>
      )}
      {/* Points are what a reader buys here (coins are the payment service's): the popup's first way on. */}
      <Link className={`${buttonClassName('primary', { block: true })} ${styles.buyPoints}`} to={href('POINT_SHOP')} onClick={onClose}>
        {t('popup.buyPoints')}
      </Link>
      <ul className={styles.links}>
        <li>
          <Link className={styles.link} to={href('MYPAGE')} onClick={onClose}>
            {t('popup.myPage')}
          </Link>
        </li>
        <li>
          <Link className={styles.link} to={href('GIFT')} onClick={onClose}>
            {t('popup.gift')}
          </Link>
        </li>
        <li>
          <Link className={styles.link} to={`${href('COIN')}#${COIN_CHARGE_ANCHOR}`} onClick={onClose}>
            {t('popup.buyCoins')}
          </Link>
        </li>
        <li>
          <Link className={styles.link} to={href('COIN')} onClick={onClose}>
            {t('popup.checkCoins')}
          </Link>
        </li>
        <li>
          <Link className={styles.link} to={href('POINT_HISTORY')} onClick={onClose}>
            {t('popup.pointHistory')}
          </Link>
        </li>
        <li>
          <Link className={styles.link} to={href('TICKET_HISTORY')} onClick={onClose}>
            {t('popup.ticketHistory')}
          </Link>
        </li>
        <li>
          <Link className={styles.link} to={href('PURCHASED')} onClick={onClose}>
            {t('popup.purchased')}
          </Link>
        </li>
      </ul>
      <Button variant="quiet" block busy={busy} busyLabel={t('popup.loggingOut')} onClick={() => void logout()}>
        {t('popup.logout')}
      </Button>
    </Dialog>
  );
}
