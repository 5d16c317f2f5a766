import type { Queryable } from '../../db/database';

export async function recordAccess(db: Queryable, accountId: number, now: Date, clientIp: string): Promise<void> {
  await db.query('insert into access_logs (account_id, accessed_at, client_ip) values ($1, $2, $3)', [accountId, now, clientIp]);
}

/**
 * docs/product-rules.md §4: a magazine subscription blocks resigning while it is active, i.e. still billed
 * (not cancelled) and inside its paid period. A cancelled one that runs to its end does not.
 */
export async function hasActiveSubscription(tx: Queryable, accountId: number, now: Date): Promise<boolean> {
  const rows = await tx.query('select 1 from subscriptions where account_id = $1 and is_subscribed and expires_at > $2 for update', [
    accountId,
    now,
  ]);
  return rows.length > 0;
}

/** Marks the account resigned and ends every session it has, on every device. */
export async function resignAccount(tx: Queryable, accountId: number, now: Date): Promise<void> {
  await tx.query(`update accounts set status = 'resigned', resigned_at = $2 where account_id = $1`, [accountId, now]);
  await tx.query('delete from sessions where account_id = $1', [accountId]);
}
