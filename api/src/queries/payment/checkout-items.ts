import type { CheckoutItemType } from '@ciao/shared/contracts';
import type { Queryable } from '../../db/database';
import { MAGAZINE_PLAN_ID } from '../subscription-plan';
import { grantPoints } from '../wallet/point-lots';
import { monthlyGrants } from '../wallet/wallet-time';

/** What one item costs and grants at once, read from the server's tables (never from a request). */
export interface ItemPrice {
  amount_minor: number;
  currency: 'USD' | 'JPY';
  paid_point: number;
  free_point: number;
}

/** docs/product-rules.md §9: a paid magazine month. The seed's subscriptions last 30 days too. */
export const SUBSCRIPTION_PERIOD_MS = 30 * 86_400_000;

/** The price of an item on sale, or null when there is no such item. */
export async function priceOf(db: Queryable, itemType: CheckoutItemType, itemId: string): Promise<ItemPrice | null> {
  if (itemType === 'point_pack') {
    const [pack] = await db.query<{ paid_point: number; price_usd_cents: number }>(
      'select paid_point, price_usd_cents from point_packs where pack_id = $1',
      [itemId],
    );
    return pack ? { amount_minor: pack.price_usd_cents, currency: 'USD', paid_point: pack.paid_point, free_point: 0 } : null;
  }
  if (itemType === 'point_plan') {
    const [plan] = await db.query<{ monthly_fee_usd_cents: number }>('select monthly_fee_usd_cents from point_plans where plan_id = $1', [
      itemId,
    ]);
    // The plan's points arrive as monthly presents (POST /point/present), none at once.
    return plan ? { amount_minor: plan.monthly_fee_usd_cents, currency: 'USD', paid_point: 0, free_point: 0 } : null;
  }
  if (itemId !== MAGAZINE_PLAN_ID) return null;
  const [plan] = await db.query<{ monthly_fee_yen: number; signup_point: number }>(
    'select monthly_fee_yen, signup_point from subscription_plans where plan_id = $1',
    [itemId],
  );
  // docs/product-rules.md §9: the sign-up's 550 points are bought with the fee, so they are paid points.
  return plan ? { amount_minor: plan.monthly_fee_yen, currency: 'JPY', paid_point: plan.signup_point, free_point: 0 } : null;
}

/** Why the reader cannot buy this item now (already has it), or null. */
export async function alreadyHeld(db: Queryable, accountId: number, itemType: CheckoutItemType, itemId: string, now: Date) {
  if (itemType === 'subscription') {
    const rows = await db.query('select 1 from subscriptions where account_id = $1 and is_subscribed and expires_at > $2', [
      accountId,
      now,
    ]);
    return rows.length > 0 ? 'already_subscribed' : null;
  }
  if (itemType === 'point_plan') {
    const rows = await db.query(
      'select 1 from point_plan_members where account_id = $1 and plan_id = $2 and (ended_at is null or ended_at > $3)',
      [accountId, itemId, now],
    );
    return rows.length > 0 ? 'already_member' : null;
  }
  return null;
}

export interface PaidCheckout extends ItemPrice {
  account_id: number;
  item_type: CheckoutItemType;
  item_id: string;
}

/**
 * Grants what a confirmed checkout bought. The caller holds the wallet lock and has just
 * moved the checkout from pending to confirmed in the same transaction, so this runs once.
 */
export async function grantCheckout(tx: Queryable, checkout: PaidCheckout, now: Date): Promise<void> {
  const accountId = checkout.account_id;
  if (checkout.item_type === 'point_pack') {
    await grantPoints(tx, { accountId, now, reason: 'point_purchase', paid: checkout.paid_point, free: 0, freeExpiresAt: null });
    return;
  }
  if (checkout.item_type === 'subscription') {
    // A lapsed or stopped-but-valid subscription restarts billing; the paid month starts
    // where the previous one ends (a reader never loses days they paid for).
    const [row] = await tx.query<{ expires_at: Date | null }>('select expires_at from subscriptions where account_id = $1', [accountId]);
    const from = row?.expires_at && row.expires_at.getTime() > now.getTime() ? row.expires_at : now;
    await tx.query(
      `insert into subscriptions (account_id, is_subscribed, update_at, expires_at, unsubscribed_at, cancel_reason)
       values ($1, true, $2, $3, null, null)
       on conflict (account_id) do update set is_subscribed = true, update_at = $2, expires_at = $3, unsubscribed_at = null, cancel_reason = null`,
      [accountId, now, new Date(from.getTime() + SUBSCRIPTION_PERIOD_MS)],
    );
    await grantPoints(tx, { accountId, now, reason: 'subscription_signup', paid: checkout.paid_point, free: 0, freeExpiresAt: null });
    return;
  }
  await joinPointPlan(tx, accountId, checkout.item_id, now);
}

/**
 * Joins the monthly points plan: membership (re)starts now and this month's points wait as a
 * present at once (the month was paid today); later months arrive on the grant day through
 * addDuePlanPresents, whose unique (account, reason, period) key also makes this one unique.
 */
async function joinPointPlan(tx: Queryable, accountId: number, planId: string, now: Date): Promise<void> {
  await tx.query(
    `insert into point_plan_members (account_id, plan_id, started_at) values ($1, $2, $3)
     on conflict (account_id, plan_id) do update set started_at = $3, ended_at = null`,
    [accountId, planId, now],
  );
  const [plan] = await tx.query<{ paid_point: number; bonus_point: number; bonus_expire_days: number; grant_day: number }>(
    'select paid_point, bonus_point, bonus_expire_days, grant_day from point_plans where plan_id = $1',
    [planId],
  );
  if (!plan) throw new Error(`point plan ${planId} vanished during its checkout`);
  const [thisMonth] = monthlyGrants(new Date(0), now, 1, 1);
  if (!thisMonth) throw new Error('no grant period for now');
  await tx.query(
    `insert into point_presents (account_id, reason, period, paid_point, free_point, free_expire_days, available_at)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (account_id, reason, period) do nothing`,
    [accountId, `point_plan:${planId}`, thisMonth.period, plan.paid_point, plan.bonus_point, plan.bonus_expire_days, now],
  );
}
