import type { Subscription } from '@ciao/shared/contracts';
import type { Queryable } from '../../db/database';
import { formatNullableDateTime } from '../api-date-time';

export interface SubscriptionRow {
  is_subscribed: boolean;
  update_at: Date | null;
  expires_at: Date | null;
  unsubscribed_at: Date | null;
  cancel_reason: number | null;
}

export async function subscriptionRow(db: Queryable, accountId: number, forUpdate = false): Promise<SubscriptionRow | undefined> {
  const [row] = await db.query<SubscriptionRow>(
    `select is_subscribed, update_at, expires_at, unsubscribed_at, cancel_reason from subscriptions where account_id = $1 ${forUpdate ? 'for update' : ''}`,
    [accountId],
  );
  return row;
}

export function subscriptionOnWire(row: SubscriptionRow, now: Date): Subscription {
  return {
    is_subscribed: row.is_subscribed,
    // Valid while the paid period lasts, even after cancelling (docs/product-rules.md §4: valid but not subscribed).
    is_valid: row.expires_at !== null && row.expires_at.getTime() > now.getTime(),
    update_at: formatNullableDateTime(row.update_at),
    expires_at: formatNullableDateTime(row.expires_at),
    unsubscribed_at: formatNullableDateTime(row.unsubscribed_at),
    cancel_reason: row.cancel_reason,
  };
}

/**
 * Stops billing: the row keeps its paid period (expires_at) and records when and why. The
 * `is_subscribed` condition makes a second cancel change nothing (the first reason stays).
 */
export async function stopSubscription(tx: Queryable, accountId: number, reason: number, now: Date): Promise<void> {
  await tx.query(
    'update subscriptions set is_subscribed = false, unsubscribed_at = $2, cancel_reason = $3 where account_id = $1 and is_subscribed',
    [accountId, now, reason],
  );
}
