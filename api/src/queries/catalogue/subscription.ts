import type { Queryable } from '../../db/database';

/**
 * A subscription row valid now: paid until after `now` (even when renewal was stopped,
 * docs/product-rules.md §4 "valid but not subscribed"). The wallet group owns writing the subscriptions table.
 */
export async function hasValidSubscription(db: Queryable, accountId: number, now: Date): Promise<boolean> {
  const rows = await db.query('select 1 from subscriptions where account_id = $1 and expires_at > $2', [accountId, now]);
  return rows.length > 0;
}
