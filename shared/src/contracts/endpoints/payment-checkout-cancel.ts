import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { checkoutIdParam, settledCheckoutSchema } from './payment-checkout-schemas';

/**
 * POST /payment/checkout/cancel: the reader gave up on the sandbox page (result 2); nothing is
 * granted, now or later. Cancelling twice answers the cancelled checkout again.
 * 1001 with data.reason: checkout_not_found, checkout_confirmed.
 */
export const paymentCheckoutCancel = defineEndpoint({
  method: 'POST',
  path: '/payment/checkout/cancel',
  auth: 'required',
  params: () => z.object({ ...commonParams, checkout_id: checkoutIdParam() }),
  response: () => settledCheckoutSchema,
});
