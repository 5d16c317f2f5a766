import type { Queryable } from '../../db/database';
import { monthlyGrants } from './wallet-time';

/**
 * Adds the presents the reader's monthly point plans owe up to `now` (one per plan and
 * month, on the plan's grant day, from the month after joining; the unique key
 * (account, reason, period) makes adding them again a no-op).
 */
export async function addDuePlanPresents(tx: Queryable, accountId: number, now: Date): Promise<void> {
  const plans = await tx.query<{
    plan_id: string;
    started_at: Date;
    ended_at: Date | null;
    paid_point: number;
    bonus_point: number;
    bonus_expire_days: number;
    grant_day: number;
  }>(
    `select m.plan_id, m.started_at, m.ended_at, p.paid_point, p.bonus_point, p.bonus_expire_days, p.grant_day
       from point_plan_members m join point_plans p on p.plan_id = m.plan_id
      where m.account_id = $1`,
    [accountId],
  );
  for (const plan of plans) {
    const until = plan.ended_at && plan.ended_at.getTime() < now.getTime() ? plan.ended_at : now;
    for (const grant of monthlyGrants(plan.started_at, until, plan.grant_day)) {
      await tx.query(
        `insert into point_presents (account_id, reason, period, paid_point, free_point, free_expire_days, available_at)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict (account_id, reason, period) do nothing`,
        [accountId, `point_plan:${plan.plan_id}`, grant.period, plan.paid_point, plan.bonus_point, plan.bonus_expire_days, grant.at],
      );
    }
  }
}

export interface ClaimedPresent {
  present_id: number;
  reason: string;
  period: string;
  paid_point: number;
  free_point: number;
  free_expire_days: number;
}

/** Marks every available unclaimed present as claimed and returns them (a row is claimed once: claimed_at is null is re-checked under its row lock). */
export async function claimPresents(tx: Queryable, accountId: number, now: Date): Promise<ClaimedPresent[]> {
  return tx.query<ClaimedPresent>(
    `update point_presents set claimed_at = $2
      where account_id = $1 and claimed_at is null and available_at <= $2
      returning present_id::int as present_id, reason, period, paid_point, free_point, free_expire_days`,
    [accountId, now],
  );
}
