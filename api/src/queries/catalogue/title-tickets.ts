import type { Queryable } from '../../db/database';
import { formatApiDateTime } from '../api-date-time';
import { HOUR_MS, RENTAL_MS, WAIT_FREE_RECHARGE_MS } from '../wallet/wallet-time';

/** docs/product-rules.md §4/§9, as the wallet enforces them: one wait-to-be-free ticket per title, back 23 h after use; 72 h rentals. */
const WAIT_FREE_RECOVER_HOURS = WAIT_FREE_RECHARGE_MS / HOUR_MS;
const RENTAL_HOURS = RENTAL_MS / HOUR_MS;
const MAX_TICKETS_PER_TITLE = 1;

/**
 * The reader's ticket state for each title, from `title_ticket_uses` (written by the
 * wallet group's POST /episode/rental/ticket): only the latest use of a title matters.
 */
export async function titleTicketStates(db: Queryable, accountId: number, titleIds: readonly number[], now: Date) {
  const rows = await db.query<{ title_id: number; last_used_at: Date | null }>(
    `select t.title_id, (select max(u.used_at) from title_ticket_uses u where u.account_id = $1 and u.title_id = t.title_id) as last_used_at
       from titles t where t.title_id = any($2::int[])`,
    [accountId, titleIds],
  );
  const byId = new Map(rows.map((row) => [row.title_id, row]));
  return [...new Set(titleIds)].flatMap((titleId) => {
    const row = byId.get(titleId);
    if (!row) return [];
    const recoverAt = row.last_used_at ? row.last_used_at.getTime() + WAIT_FREE_RECHARGE_MS : null;
    const waitingMs = recoverAt !== null && recoverAt > now.getTime() ? recoverAt - now.getTime() : 0;
    // Rounded up to the minute: "0 h 0 min left" must mean the ticket is back.
    const waitingMinutes = Math.ceil(waitingMs / 60_000);
    return [
      {
        title_id: titleId,
        ticket_count: waitingMs > 0 ? 0 : MAX_TICKETS_PER_TITLE,
        max_ticket_count: MAX_TICKETS_PER_TITLE,
        recover_hours: WAIT_FREE_RECOVER_HOURS,
        rental_hours: RENTAL_HOURS,
        remaining_hours: Math.floor(waitingMinutes / 60),
        remaining_minutes: waitingMinutes % 60,
        recover_time: waitingMs > 0 && recoverAt !== null ? formatApiDateTime(new Date(recoverAt)) : null,
      },
    ];
  });
}
