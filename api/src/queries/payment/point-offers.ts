import type { Queryable } from '../../db/database';
import { formatMoney } from './money';

/** The point shop's packs, in shop order. */
export async function pointPacks(db: Queryable) {
  const rows = await db.query<{ pack_id: string; paid_point: number; price_usd_cents: number }>(
    'select pack_id, paid_point, price_usd_cents from point_packs order by sort_order, pack_id',
  );
  return rows.map((row) => ({ pack_id: row.pack_id, paid_point: row.paid_point, price_usd: formatMoney(row.price_usd_cents, 'USD') }));
}

/** The monthly points plan on sale (the seed's monthly-330; the first one if several). */
export async function monthlyPlanOffer(db: Queryable) {
  const [row] = await db.query<{
    plan_id: string;
    plan_name: string;
    monthly_fee_usd_cents: number;
    paid_point: number;
    bonus_point: number;
    bonus_expire_days: number;
    grant_day: number;
  }>(
    'select plan_id, plan_name, monthly_fee_usd_cents, paid_point, bonus_point, bonus_expire_days, grant_day from point_plans order by plan_id limit 1',
  );
  if (!row) return null;
  return {
    plan_id: row.plan_id,
    plan_name: row.plan_name,
    monthly_fee_usd: formatMoney(row.monthly_fee_usd_cents, 'USD'),
    paid_point: row.paid_point,
    bonus_free_point: row.bonus_point,
    bonus_expire_days: row.bonus_expire_days,
    grant_day: row.grant_day,
  };
}
