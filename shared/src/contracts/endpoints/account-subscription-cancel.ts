import { z } from 'zod';
import { commonParams, defineEndpoint, intParam } from '../endpoint';
import { subscriptionSchema } from '../entities';

/**
 * POST /account/subscription/cancel: stops the magazine subscription's billing. It stays
 * valid until the end of the month already paid (expires_at), then lapses. `reason` is the
 * cancel reason kept with it (docs/product-rules.md §4: 2, the stop reason, by default). Cancelling a stopped
 * subscription answers it unchanged; none valid and billing: 1001 { reason: 'not_subscribed' }.
 */
export const accountSubscriptionCancel = defineEndpoint({
  method: 'POST',
  path: '/account/subscription/cancel',
  auth: 'required',
  params: () => z.object({ ...commonParams, reason: intParam(1, 9).optional() }),
  response: () => z.object({ subscription: subscriptionSchema }),
});
