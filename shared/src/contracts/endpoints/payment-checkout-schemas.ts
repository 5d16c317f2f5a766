import { z } from 'zod';
import { pointSchema } from '../entities';
import { lazySchema } from '../lazy-schema';

/** What a checkout buys: a pack of the point shop, the monthly points plan, or the magazine subscription ciao1. */
export const checkoutItemTypeSchema = lazySchema(() => z.enum(['point_pack', 'point_plan', 'subscription']));
export type CheckoutItemType = z.infer<typeof checkoutItemTypeSchema>;

/** Server-made checkout ids: 32 lower-case hex digits (random, unguessable). */
export const checkoutIdParam = () => z.string().regex(/^[0-9a-f]{32}$/, 'not a checkout id');

/** A path of this site to come back to after paying (no scheme, no host, no `//`). */
export const returnPathParam = () =>
  z
    .string()
    .max(200)
    .regex(/^\/(?![/\\])[A-Za-z0-9/_.~%?=&-]*$/, 'not a path of this site');

export const checkoutSchema = lazySchema(() =>
  z.object({
    checkout_id: z.string(),
    item_type: checkoutItemTypeSchema,
    item_id: z.string(),
    /** Decimal string in `currency` ('2.36' USD, '550' JPY): money is never a float. */
    amount: z.string(),
    currency: z.enum(['USD', 'JPY']),
    /** Points the confirmation grants at once (the monthly plan's arrive as presents instead). */
    paid_point: z.number().int().min(0),
    free_point: z.number().int().min(0),
    status: z.enum(['pending', 'confirmed', 'cancelled']),
    /** docs/product-rules.md §2's payment result: 1 confirmed, 2 cancelled, 0 still open. */
    result: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    return_path: z.string().nullable(),
    created_at: z.string(),
    expires_at: z.string(),
    settled_at: z.string().nullable(),
  }),
);
export type Checkout = z.infer<typeof checkoutSchema>;

/** Answer of the calls that settle a checkout: the checkout and the balance after it. */
export const settledCheckoutSchema = lazySchema(() => z.object({ checkout: checkoutSchema, point: pointSchema }));
