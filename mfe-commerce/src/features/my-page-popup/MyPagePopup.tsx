import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getAccountPoint, getAccountSubscription, useApiQuery, useSession, type MyPagePopupProps } from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
import { Balances } from './Balances';
import { PAYMENT_LINKS } from './payment-links';
import { SubscriptionLine } from './SubscriptionLine';
import { useDismiss } from './use-dismiss';
import { useLogout } from './use-logout';
import styles from './MyPagePopup.module.css';

/**
 * Balances change outside this page too (coins bought on the payment host), so the popup
 * asks again each time it opens, showing the cached numbers meanwhile.
 */
const FRESH_ON_OPEN = { refetchOnMount: 'always' } as const;

/**
 * The my-page popup under the header's my-page icon (spec 2 and 4). The host positions
 * it; this panel shows balances, coin links, the subscription status and logout.
 */
export function MyPagePopup({ onClose }: MyPagePopupProps) {
  const { t } = useTranslation(NAMESPACE);
  const panelRef = useRef<HTMLDivElement>(null);
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
  useDismiss(panelRef, onClose);

  return (
    <div ref={panelRef} className={styles.panel} role="dialog" aria-label={t('popup.label')} tabIndex={-1}>
      {nickname && <p className={styles.greeting}>{t('popup.greeting', { nickname })}</p>}
      {!error && (point.isPending || plan.isPending) && (
        <p className={styles.status} role="status">
          {t('popup.loading')}
        </p>
      )}
      {error && (
        <div className={styles.error} role="alert">
          <p>{t(`errors:${error.messageKey}`)}</p>
          <button type="button" className={styles.secondaryButton} onClick={retry}>
            {t('popup.retry')}
          </button>
        </div>
      )}
      {!error && point.data && plan.data && (
        <>
          <Balances
            coin={point.data.coin}
            totalPoint={point.data.point.total}
            paidPoint={point.data.point.paid_point}
            freePoint={point.data.point.free_point}
          />
          <SubscriptionLine subscription={plan.data.subscription} />
        </>
      )}
      <ul className={styles.links}>
        <li>
          <a className={styles.link} href={PAYMENT_LINKS.buyCoins} target="_blank" rel="noopener">
            {t('popup.buyCoins')}
            <span className={styles.visuallyHidden}>{t('popup.newTab')}</span>
          </a>
        </li>
        <li>
          <a className={styles.link} href={PAYMENT_LINKS.checkCoins} target="_blank" rel="noopener">
            {t('popup.checkCoins')}
            <span className={styles.visuallyHidden}>{t('popup.newTab')}</span>
          </a>
        </li>
      </ul>
      <button type="button" className={styles.logout} onClick={() => void logout()} disabled={busy}>
        {busy ? t('popup.loggingOut') : t('popup.logout')}
      </button>
    </div>
  );
}
