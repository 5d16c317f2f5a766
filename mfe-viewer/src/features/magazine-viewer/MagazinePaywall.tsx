import { Button, MAGAZINE_PREVIEW_PAGES, bus, useSession } from '@ciao/shared';
import { useTranslation } from 'react-i18next';
import styles from './magazine.module.css';
import { SUBSCRIPTION_OFFER } from './subscription-offer';

interface MagazinePaywallProps {
  onPreview: () => void;
}

/**
 * A paid issue for someone who is not a subscriber: what the subscription gives, plainly.
 * There is no subscription screen to link to yet, so it says so instead of a dead link; a
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
      <ul className={styles.offer}>
        <li>{t('magazine.paywall.issues', { fee: SUBSCRIPTION_OFFER.monthlyFeeYen, issues: SUBSCRIPTION_OFFER.issuesPerMonth })}</li>
        <li>{t('magazine.paywall.points', { points: SUBSCRIPTION_OFFER.signupPoints })}</li>
      </ul>
      <p className={styles.note}>{t('magazine.paywall.notYet')}</p>
      {!loggedIn && <p className={styles.note}>{t('magazine.paywall.loginLead')}</p>}
      <div className={styles.actions}>
        {!loggedIn && <Button onClick={() => bus.emit('auth:open-login', {})}>{t('magazine.paywall.login')}</Button>}
        <Button variant="secondary" onClick={onPreview}>
          {t('magazine.previewLabel', { count: MAGAZINE_PREVIEW_PAGES })}
        </Button>
      </div>
    </section>
  );
}
