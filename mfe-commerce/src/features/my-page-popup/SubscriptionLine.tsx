import { Link } from '@ciao/shared/router';
import { href, subscriptionStatus, type Subscription, useTranslation } from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
import styles from './MyPagePopup.module.css';

/** The subscription status line of the popup (docs/product-rules.md §4); blank when the status is unknown. */
export function SubscriptionLine({ subscription, onNavigate }: { subscription: Subscription | null; onNavigate: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const status = subscriptionStatus(subscription);
  return (
    <div className={styles.subscription}>
      <h3 className={styles.sectionTitle}>{t('popup.subscription')}</h3>
      {status.kind === 'subscribed' && <p className={styles.subscriptionText}>{t('popup.renewsOn', { date: status.renewsOn })}</p>}
      {status.kind === 'cancelled' && <p className={styles.subscriptionText}>{t('popup.cancelledOn', { date: status.cancelledOn })}</p>}
      {status.kind === 'not-subscribed' && (
        <>
          <Link className={styles.link} to={href('SUBSCRIPTION')} onClick={onNavigate}>
            {t('popup.notSubscribed')}
          </Link>
          {status.billingStopped && <p className={styles.notice}>{t('popup.billingStopped')}</p>}
        </>
      )}
    </div>
  );
}
