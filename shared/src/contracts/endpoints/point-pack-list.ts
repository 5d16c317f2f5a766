import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { subscriptionPlanSchema } from './account-subscription';
import { lazySchema } from '../lazy-schema';

export const pointPackSchema = lazySchema(() =>
  z.object({
    pack_id: z.string(),
    paid_point: z.number().int().min(1),
    /** Decimal string ('0.99'): money is never a float. */
    price_usd: z.string(),
  }),
);
export type PointPack = z.infer<typeof pointPackSchema>;

/** The monthly points plan as sold (docs/product-rules.md §9: 300 paid + 30 bonus points for 2.36 USD on the 1st). */
export const monthlyPlanOfferSchema = lazySchema(() =>
  subscriptionPlanSchema.shape.monthly_point_plan.unwrap().omit({ next_grant_at: true }).extend({
    /** Day of the month the points arrive (as a present, POST /point/present). */
    grant_day: z.number().int(),
  }),
);

/**
 * GET /point/pack/list: what the point shop sells and at what price, and the monthly plan
 * (the server's prices, the only ones a checkout uses).
 */
export const pointPackList = defineEndpoint({
  method: 'GET',
  path: '/point/pack/list',
  auth: 'optional',
  params: () => z.object({ ...commonParams }),
  response: () => z.object({ point_pack_list: z.array(pointPackSchema), monthly_point_plan: monthlyPlanOfferSchema.nullable() }),
});
