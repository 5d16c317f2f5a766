import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { checkoutIdParam, settledCheckoutSchema } from './payment-checkout-schemas';

/**
 * POST /payment/checkout/confirm: the sandbox card payment succeeded (result 1). Grants what
 * was bought exactly once: confirming a confirmed checkout answers it again and grants nothing.
 * 1001 with data.reason: checkout_not_found (unknown or another reader's), checkout_cancelled,
 * checkout_expired, already_subscribed, already_member.
 */
export const paymentCheckoutConfirm = defineEndpoint({
  method: 'POST',
  path: '/payment/checkout/confirm',
  auth: 'required',
  params: () => z.object({ ...commonParams, checkout_id: checkoutIdParam() }),
  response: () => settledCheckoutSchema,
});
