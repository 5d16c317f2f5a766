import { Link } from '@ciao/shared/router';
import { Button, MAGAZINE_PREVIEW_PAGES, bus, buttonClassName, useSession, useTranslation } from '@ciao/shared';
import styles from './magazine.module.css';
import { SubscriptionOffer } from '../common/SubscriptionOffer';
import { SUBSCRIBE_HREF } from '../common/subscription-offer';

interface MagazinePaywallProps {
  onPreview: () => void;
}

/**
 * A paid issue for someone who is not a subscriber: what the subscription gives, plainly.
 * It leads to the commerce remote's subscription screen; a
 * visitor may be a subscriber, so they are offered the login (the issue reloads after it,
 * the shared cache policy resets reader-scoped answers), and everyone the free preview.
 */
export function MagazinePaywall({ onPreview }: MagazinePaywallProps) {
  const { t } = useTranslation('viewer');
  const loggedIn = useSession((state) => state.isLoggedIn);
  return (
    <section className={styles.paywall} aria-labelledby="magazine-paywall-heading">
      <h2 id="magazine-paywall-heading" className={styles.sectionHeading}>
        {t('magazine.paywall.heading')}
      </h2>
      <p className={styles.paywallLead}>{t('magazine.paywall.gives')}</p>
      <SubscriptionOffer className={styles.offer} />
      {!loggedIn && <p className={styles.note}>{t('magazine.paywall.loginLead')}</p>}
      <div className={styles.actions}>
        <Link className={buttonClassName('primary')} to={SUBSCRIBE_HREF}>
          {t('magazine.paywall.subscribe')}
        </Link>
        {!loggedIn && <Button onClick={() => bus.emit('auth:open-login', {})}>{t('magazine.paywall.login')}</Button>}
        <Button variant="secondary" onClick={onPreview}>
          {t('magazine.previewLabel', { count: MAGAZINE_PREVIEW_PAGES })}
        </Button>
      </div>
    </section>
  );
}
