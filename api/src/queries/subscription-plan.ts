import type { SubscriptionPlan } from '@ciao/shared/contracts';
import type { Queryable } from '../db/database';
import { formatApiDateTime, formatNullableDateTime } from './api-date-time';

/** docs/product-rules.md §9: the magazine subscription plan is ciao1 (seeded by the wallet group, migration 032). */
export const MAGAZINE_PLAN_ID = 'ciao1';
const OFFSET_MS = 9 * 3_600_000;

/** The next 00:00 local (+9) on `grantDay` strictly after `now`: when a monthly plan grants again. */
export function nextMonthlyGrant(now: Date, grantDay: number): Date {
  const local = new Date(now.getTime() + OFFSET_MS);
  const thisMonth = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), grantDay) - OFFSET_MS);
  if (thisMonth.getTime() > now.getTime()) return thisMonth;
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, grantDay) - OFFSET_MS);
}

const usd = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

interface SubscriptionDates {
  is_subscribed: boolean;
  expires_at: Date | null;
}

/**
 * Plan ciao1 with the reader's dates: renewal is the end of the paid period while billing
 * runs (is_subscribed and still valid), none once stopped or lapsed. Undefined when the plan
 * table holds no ciao1 (a database seeded without the wallet part): the field is optional.
 */
export async function subscriptionPlanOf(
  db: Queryable,
  accountId: number,
  subscription: SubscriptionDates | undefined,
  now: Date,
): Promise<SubscriptionPlan | undefined> {
  const [plan] = await db.query<{ plan_id: string; plan_name: string; monthly_fee_yen: number; issue_count: number; signup_point: number }>(
    'select plan_id, plan_name, monthly_fee_yen, issue_count, signup_point from subscription_plans where plan_id = $1',
    [MAGAZINE_PLAN_ID],
  );
  if (!plan) return undefined;
  const [points] = await db.query<{
    plan_id: string;
    plan_name: string;
    monthly_fee_usd_cents: number;
    paid_point: number;
    bonus_point: number;
    bonus_expire_days: number;
    grant_day: number;
  }>(
    `select p.plan_id, p.plan_name, p.monthly_fee_usd_cents, p.paid_point, p.bonus_point, p.bonus_expire_days, p.grant_day
       from point_plan_members m join point_plans p on p.plan_id = m.plan_id
      where m.account_id = $1 and (m.ended_at is null or m.ended_at > $2)
      order by m.started_at limit 1`,
    [accountId, now],
  );
  const valid = subscription?.expires_at != null && subscription.expires_at.getTime() > now.getTime();
  return {
    ...plan,
    next_renewal_at: valid && subscription?.is_subscribed ? formatNullableDateTime(subscription.expires_at) : null,
    expires_at: formatNullableDateTime(subscription?.expires_at ?? null),
    monthly_point_plan: points
      ? {
          plan_id: points.plan_id,
          plan_name: points.plan_name,
          monthly_fee_usd: usd(points.monthly_fee_usd_cents),
          paid_point: points.paid_point,
          bonus_free_point: points.bonus_point,
          bonus_expire_days: points.bonus_expire_days,
          next_grant_at: formatApiDateTime(nextMonthlyGrant(now, points.grant_day)),
        }
      : null,
  };
}
