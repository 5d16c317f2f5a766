import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { checkoutIdParam, checkoutSchema } from './payment-checkout-schemas';

/** GET /payment/checkout: one of the reader's checkouts (another reader's answers 1001 checkout_not_found, as unknown). */
export const getPaymentCheckout = defineEndpoint({
  method: 'GET',
  path: '/payment/checkout',
  auth: 'required',
  params: () => z.object({ ...commonParams, checkout_id: checkoutIdParam() }),
  response: () => z.object({ checkout: checkoutSchema }),
});
