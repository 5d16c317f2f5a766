import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, type MyPagePopupProps } from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
import { Balances } from './Balances';
import { PAYMENT_LINKS } from './payment-links';
import { SubscriptionLine } from './SubscriptionLine';
import { useAccountSummary } from './use-account-summary';
import { useDismiss } from './use-dismiss';
import { useLogout } from './use-logout';
import styles from './MyPagePopup.module.css';

/**
 * The my-page popup under the header's my-page icon (spec 2 and 4). The host positions
 * it; this panel shows balances, coin links, the subscription status and logout.
 */
export function MyPagePopup({ onClose }: MyPagePopupProps) {
  const { t } = useTranslation(NAMESPACE);
  const panelRef = useRef<HTMLDivElement>(null);
  const nickname = useSession((state) => state.account?.nickname ?? null);
  const { summary, retry } = useAccountSummary();
  const { busy, logout } = useLogout(onClose);
  useDismiss(panelRef, onClose);

  return (
    <div ref={panelRef} className={styles.panel} role="dialog" aria-label={t('popup.label')} tabIndex={-1}>
      {nickname && <p className={styles.greeting}>{t('popup.greeting', { nickname })}</p>}
      {summary.status === 'loading' && (
        <p className={styles.status} role="status">
          {t('popup.loading')}
        </p>
      )}
      {summary.status === 'error' && (
        <div className={styles.error} role="alert">
          <p>{t(`errors:${summary.messageKey}`)}</p>
          <button type="button" className={styles.secondaryButton} onClick={retry}>
            {t('popup.retry')}
          </button>
        </div>
      )}
      {summary.status === 'ready' && (
        <>
          <Balances coin={summary.coin} totalPoint={summary.totalPoint} paidPoint={summary.paidPoint} freePoint={summary.freePoint} />
          <SubscriptionLine subscription={summary.subscription} />
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
