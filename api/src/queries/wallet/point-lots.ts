import type { PointBalance, PointReason } from '@ciao/shared/contracts';
import type { Queryable } from '../../db/database';

/** Unexpired points still held, by kind (the lots are the only balance; see migration 030). */
export async function pointBalance(db: Queryable, accountId: number, now: Date): Promise<PointBalance> {
  const [row] = await db.query<{ paid_point: number; free_point: number }>(
    `select coalesce(sum(amount_left) filter (where kind = 'paid'), 0)::int as paid_point,
            coalesce(sum(amount_left) filter (where kind = 'free'), 0)::int as free_point
       from point_lots
      where account_id = $1 and amount_left > 0 and (expires_at is null or expires_at > $2)`,
    [accountId, now],
  );
  const paid = row?.paid_point ?? 0;
  const free = row?.free_point ?? 0;
  return { paid_point: paid, free_point: free, total: paid + free };
}

export interface PointLot {
  lot_id: string;
  kind: 'paid' | 'free';
  amount_left: number;
  granted_at: Date;
  expires_at: Date | null;
}

/**
 * Available lots in spending order: FREE points first, the earliest expiry first (free
 * lots without expiry after those that expire), then PAID points, oldest first. Free
 * points are spent first because they expire and were given away; paid points were
 * bought and keep their value longest.
 */
export async function availableLots(db: Queryable, accountId: number, now: Date, forUpdate = false): Promise<PointLot[]> {
  return db.query<PointLot>(
    `select lot_id::text, kind, amount_left, granted_at, expires_at from point_lots
      where account_id = $1 and amount_left > 0 and (expires_at is null or expires_at > $2)
      order by (kind = 'paid'), expires_at nulls last, granted_at, lot_id
      ${forUpdate ? 'for update' : ''}`,
    [accountId, now],
  );
}

export interface PointGrant {
  accountId: number;
  now: Date;
  reason: PointReason;
  paid: number;
  free: number;
  /** Expiry of the free part (free points always expire when granted by a rule). */
  freeExpiresAt: Date | null;
}

/** Adds lots and their ledger row; the caller holds the wallet lock and the transaction. */
export async function grantPoints(tx: Queryable, grant: PointGrant): Promise<void> {
  if (grant.paid <= 0 && grant.free <= 0) return;
  if (grant.paid > 0) {
    await tx.query(
      `insert into point_lots (account_id, kind, granted_amount, amount_left, granted_at, reason) values ($1, 'paid', $2, $2, $3, $4)`,
      [grant.accountId, grant.paid, grant.now, grant.reason],
    );
  }
  if (grant.free > 0) {
    await tx.query(
      `insert into point_lots (account_id, kind, granted_amount, amount_left, granted_at, expires_at, reason)
       values ($1, 'free', $2, $2, $3, $4, $5)`,
      [grant.accountId, grant.free, grant.now, grant.freeExpiresAt, grant.reason],
    );
  }
  await tx.query('insert into point_ledger (account_id, occurred_at, reason, paid_delta, free_delta) values ($1, $2, $3, $4, $5)', [
    grant.accountId,
    grant.now,
    grant.reason,
    Math.max(grant.paid, 0),
    Math.max(grant.free, 0),
  ]);
}

export interface PointSpend {
  paid: number;
  free: number;
}

/**
 * Takes `amount` points from the available lots in spending order (see availableLots) and
 * writes one ledger row. Null when the available points do not cover it (nothing written).
 * The caller holds the wallet lock; the lots are locked too, so no other path can
 * touch them meanwhile.
 */
export async function spendPoints(
  tx: Queryable,
  accountId: number,
  amount: number,
  now: Date,
  reason: PointReason,
  episodeId: number,
): Promise<PointSpend | null> {
  const lots = await availableLots(tx, accountId, now, true);
  if (lots.reduce((sum, lot) => sum + lot.amount_left, 0) < amount) return null;
  const spent: PointSpend = { paid: 0, free: 0 };
  let remaining = amount;
  for (const lot of lots) {
    if (remaining === 0) break;
    const take = Math.min(remaining, lot.amount_left);
    // The condition re-checks the balance in SQL: a lot can never go below zero.
    const updated = await tx.query(
      'update point_lots set amount_left = amount_left - $2 where lot_id = $1 and amount_left >= $2 returning lot_id',
      [lot.lot_id, take],
    );
    if (updated.length !== 1) throw new Error(`point lot ${lot.lot_id} changed under the wallet lock`);
    spent[lot.kind] += take;
    remaining -= take;
  }
  await tx.query(
    'insert into point_ledger (account_id, occurred_at, reason, paid_delta, free_delta, episode_id) values ($1, $2, $3, $4, $5, $6)',
    [accountId, now, reason, -spent.paid, -spent.free, episodeId],
  );
  return spent;
}
