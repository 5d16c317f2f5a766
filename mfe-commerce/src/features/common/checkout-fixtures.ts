import type { Checkout } from '@ciao/shared';

/** A checkout as the server answers it (test data), with overrides. */
export function makeCheckout(overrides: Partial<Checkout> = {}): Checkout {
  return {
    checkout_id: 'a'.repeat(32),
    item_type: 'point_pack',
    item_id: 'points-360',
    amount: '2.99',
    currency: 'USD',
    paid_point: 360,
    free_point: 0,
    status: 'pending',
    result: 0,
    return_path: null,
    created_at: '2026-11-20T12:00:00',
    expires_at: '2026-11-20T12:30:00',
    settled_at: null,
    ...overrides,
  };
}

export const pointAnswer = (total: number) => ({ data: { point: { paid_point: total, free_point: 0, total }, coin: 0 } });

/** The monthly plan as /point/pack/list sells it (docs/product-rules.md §9). */
export const monthlyPlanOffer = () => ({
  plan_id: 'monthly-330',
  plan_name: 'まいつきポイントプラン',
  monthly_fee_usd: '2.36',
  paid_point: 300,
  bonus_free_point: 30,
  bonus_expire_days: 180,
  grant_day: 1,
});

/** Plan ciao1 as /account/subscription answers it, with the monthly plan when joined. */
export const subscriptionPlan = (monthlyPlanJoined = false) => {
  const { grant_day: _grantDay, ...joined } = monthlyPlanOffer();
  return {
    plan_id: 'ciao1',
    plan_name: 'ちゃお定期購読',
    monthly_fee_yen: 550,
    issue_count: 3,
    signup_point: 550,
    next_renewal_at: null,
    expires_at: null,
    monthly_point_plan: monthlyPlanJoined ? { ...joined, next_grant_at: '2026-12-01T00:00:00' } : null,
  };
};
