import { accountSubscriptionCancel, RESPONSE_CODES } from '@ciao/shared/contracts';
import { ApiFailure } from '../../http/api-failure';
import { defineRoute } from '../../http/define-route';
import { stopSubscription, subscriptionOnWire, subscriptionRow } from '../../queries/payment/subscriptions';
import { lockWallet } from '../../queries/wallet/wallet-lock';

/** docs/product-rules.md §4: the stop reason, the cancel reason when the reader gives none. */
const STOP_CANCEL_REASON = 2;

/**
 * Stops the magazine subscription's billing under the wallet lock (so it cannot interleave
 * with a subscription checkout being confirmed). A stopped one answers unchanged; a reader
 * with nothing to stop gets 1001 { reason: 'not_subscribed' }.
 */
export const accountSubscriptionCancelRoute = defineRoute(accountSubscriptionCancel, async ({ params, api, requireReader }) => {
  const accountId = requireReader().account_id;
  const now = api.clock();
  return api.db.transaction(async (tx) => {
    await lockWallet(tx, accountId);
    const before = await subscriptionRow(tx, accountId, true);
    const valid = before?.expires_at != null && before.expires_at.getTime() > now.getTime();
    if (!before || !valid) throw new ApiFailure(RESPONSE_CODES.PARAMETER_INVALID, 'no subscription to stop', { reason: 'not_subscribed' });
    await stopSubscription(tx, accountId, params.reason ?? STOP_CANCEL_REASON, now);
    const after = await subscriptionRow(tx, accountId);
    if (!after) throw new Error('subscription vanished');
    return { subscription: subscriptionOnWire(after, now) };
  });
});
