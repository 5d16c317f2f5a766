import { Button, bus, buttonClassName, useSession, useTranslation } from '@ciao/shared';
import { Link, useLocation } from '@ciao/shared/router';
import { SubscriptionOffer } from '../common/SubscriptionOffer';
import { SUBSCRIBE_HREF } from '../common/subscription-offer';
import styles from './limited.module.css';

/**
 * Why a reader cannot read subscriber content, and how to: what the subscription gives, the
 * way to subscribe, and the login for a visitor who may already be a subscriber (the page
 * asks again after the login: the shared cache policy resets reader-scoped answers).
 */
export function LimitedPaywall() {
  const { t } = useTranslation('viewer');
  const loggedIn = useSession((state) => state.isLoggedIn);
  const location = useLocation();
  return (
    <section className={styles.paywall} aria-labelledby="limited-paywall-heading">
      <h2 id="limited-paywall-heading" className={styles.paywallHeading}>
        {t('limited.paywall.heading')}
      </h2>
      <p className={styles.text}>{t('limited.paywall.why')}</p>
      <SubscriptionOffer className={styles.offer} />
      <div className={styles.actions}>
        <Link className={buttonClassName('primary')} to={SUBSCRIBE_HREF}>
          {t('limited.paywall.subscribe')}
        </Link>
        {!loggedIn && (
          <Button variant="secondary" onClick={() => bus.emit('auth:open-login', { redirect: location.pathname + location.search })}>
            {t('limited.paywall.login')}
          </Button>
        )}
      </div>
    </section>
  );
}
