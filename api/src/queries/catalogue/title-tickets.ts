import type { Queryable } from '../../db/database';
import { formatApiDateTime } from '../api-date-time';

/** Spec 4/9: one wait-to-be-free ticket per title, back 23 h after its use; a rental lasts 72 h. */
export const WAIT_FREE_RECOVER_HOURS = 23;
export const RENTAL_HOURS = 72;
export const MAX_TICKETS_PER_TITLE = 1;
const HOUR_MS = 3_600_000;

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
    const recoverAt = row.last_used_at ? row.last_used_at.getTime() + WAIT_FREE_RECOVER_HOURS * HOUR_MS : null;
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
