import { useTranslation } from '@ciao/shared';
import { SUBSCRIPTION_OFFER } from './subscription-offer';

/** What the magazine subscription gives, as a list (the magazine paywall and the subscriber pages show it). */
export function SubscriptionOffer({ className }: { className?: string }) {
  const { t } = useTranslation('viewer');
  return (
    <ul className={className}>
      <li>
        {t('magazine.paywall.issues', {
          count: SUBSCRIPTION_OFFER.issuesPerMonth,
          fee: SUBSCRIPTION_OFFER.monthlyFeeYen,
          issues: SUBSCRIPTION_OFFER.issuesPerMonth,
        })}
      </li>
      <li>{t('magazine.paywall.points', { count: SUBSCRIPTION_OFFER.signupPoints, points: SUBSCRIPTION_OFFER.signupPoints })}</li>
    </ul>
  );
}
