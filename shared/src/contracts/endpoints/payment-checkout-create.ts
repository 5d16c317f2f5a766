import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { checkoutItemTypeSchema, checkoutSchema, returnPathParam } from './payment-checkout-schemas';

/**
 * POST /payment/checkout/create: opens a sandbox payment for one item. The amount and what it
 * grants come from the server's pack and plan tables; the request names only the item.
 * 1001 with data.reason: unknown_item, already_subscribed (ciao1 valid and billing),
 * already_member (monthly plan joined).
 */
export const paymentCheckoutCreate = defineEndpoint({
  method: 'POST',
  path: '/payment/checkout/create',
  auth: 'required',
  params: () =>
    z.object({
      ...commonParams,
      item_type: checkoutItemTypeSchema,
      item_id: z
        .string()
        .min(1)
        .max(32)
        .regex(/^[a-z0-9-]+$/, 'not an item id'),
      return_path: returnPathParam().optional(),
    }),
  response: () => z.object({ checkout: checkoutSchema }),
});
