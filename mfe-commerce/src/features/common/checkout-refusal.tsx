import { type ApiError, ErrorState, useTranslation } from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
import { refusalOf } from './refusal';

/** The payment calls' refusals (api/README.md), each with its own message. */
export const CHECKOUT_REFUSALS = [
  'unknown_item',
  'already_subscribed',
  'already_member',
  'checkout_not_found',
  'checkout_cancelled',
  'checkout_confirmed',
  'checkout_expired',
] as const;

/** A failed payment call: the refusal's own message, else the docs/product-rules.md §8 text of its code. */
export function CheckoutError({ error, onRetry }: { error: ApiError; onRetry?: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const reason = refusalOf(error, CHECKOUT_REFUSALS);
  return <ErrorState compact error={error} message={reason ? t(`payment.refused.${reason}`) : undefined} onRetry={onRetry} />;
}
