import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { subscriptionSchema } from '../entities';
import { lazySchema } from '../lazy-schema';

/**
 * docs/product-rules.md §3's subscription plan: the magazine plan ciao1 (fee, issues, points at sign-up) with
 * this reader's renewal and expiry (null when not subscribed; renewal null once billing
 * stopped), and the monthly points plan (fee in USD, paid + bonus free points, next grant)
 * when the reader has joined it.
 */
export const subscriptionPlanSchema = lazySchema(() =>
  z.object({
    plan_id: z.string(),
    plan_name: z.string(),
    monthly_fee_yen: z.number().int(),
    issue_count: z.number().int(),
    signup_point: z.number().int(),
    next_renewal_at: z.string().nullable(),
    expires_at: z.string().nullable(),
    monthly_point_plan: z
      .object({
        plan_id: z.string(),
        plan_name: z.string(),
        /** Decimal string ('2.36'): money is never a float. */
        monthly_fee_usd: z.string(),
        paid_point: z.number().int(),
        bonus_free_point: z.number().int(),
        bonus_expire_days: z.number().int(),
        next_grant_at: z.string().nullable(),
      })
      .nullable(),
  }),
);
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

/** GET /account/subscription: the magazine subscription, or null when never subscribed; `plan` added later (optional for older clients). */
export const getAccountSubscription = defineEndpoint({
  method: 'GET',
  path: '/account/subscription',
  auth: 'required',
  params: () => z.object({ ...commonParams }),
  response: () => z.object({ subscription: subscriptionSchema.nullable(), plan: subscriptionPlanSchema.optional() }),
});
