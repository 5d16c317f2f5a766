import type { TicketReason } from '@ciao/shared/contracts';
import type { Queryable } from '../../db/database';
import { addMs, WAIT_FREE_RECHARGE_MS } from './wallet-time';

/**
 * The reader's ticket state version: the number of ticket movements (grants and uses)
 * they have had. It only grows, changes exactly when their tickets change, and needs no
 * counter of its own. POST /episode/rental/ticket must quote it (optimistic concurrency:
 * a client acting on a stale ticket screen gets 1001 instead of spending a ticket twice).
 */
export async function ticketVersion(db: Queryable, accountId: number): Promise<number> {
  const [row] = await db.query<{ version: number }>('select count(*)::int as version from ticket_ledger where account_id = $1', [
    accountId,
  ]);
  return row?.version ?? 0;
}

/** When the reader's wait-to-be-free ticket of this title is usable again (null: usable now). */
export async function waitFreeRechargedAt(db: Queryable, accountId: number, titleId: number, now: Date): Promise<Date | null> {
  const [row] = await db.query<{ used_at: Date }>(
    'select used_at from title_ticket_uses where account_id = $1 and title_id = $2 order by used_at desc limit 1',
    [accountId, titleId],
  );
  if (!row) return null;
  const recharged = addMs(row.used_at, WAIT_FREE_RECHARGE_MS);
  return recharged.getTime() > now.getTime() ? recharged : null;
}

export interface PremiumTicketGrant {
  accountId: number;
  count: number;
  now: Date;
  expiresAt: Date;
  reason: TicketReason;
}

/** Adds premium tickets and their ledger row; the caller holds the wallet lock. */
export async function grantPremiumTickets(tx: Queryable, grant: PremiumTicketGrant): Promise<void> {
  await tx.query(
    `insert into premium_tickets (account_id, granted_at, expires_at, reason) select $1, $2, $3, $4 from generate_series(1, $5::int)`,
    [grant.accountId, grant.now, grant.expiresAt, grant.reason, grant.count],
  );
  await tx.query(
    `insert into ticket_ledger (account_id, occurred_at, ticket_type, delta, reason, expires_at) values ($1, $2, 'premium', $3, $4, $5)`,
    [grant.accountId, grant.now, grant.count, grant.reason, grant.expiresAt],
  );
}

/** Marks the unexpired premium ticket that expires first as used; false when the reader has none. */
export async function usePremiumTicket(tx: Queryable, accountId: number, episodeId: number, now: Date): Promise<boolean> {
  const used = await tx.query(
    `update premium_tickets set used_at = $3, used_episode_id = $2
      where ticket_id = (select ticket_id from premium_tickets
                          where account_id = $1 and used_at is null and expires_at > $3
                          order by expires_at, ticket_id limit 1 for update)
        and used_at is null
      returning ticket_id`,
    [accountId, episodeId, now],
  );
  return used.length === 1;
}

export interface PremiumTicketRow {
  ticket_id: number;
  expires_at: Date;
}

/** Unused premium tickets, expired ones included (the client flags them), soonest expiry first. */
export async function unusedPremiumTickets(db: Queryable, accountId: number): Promise<PremiumTicketRow[]> {
  return db.query<PremiumTicketRow>(
    'select ticket_id::int as ticket_id, expires_at from premium_tickets where account_id = $1 and used_at is null order by expires_at, ticket_id',
    [accountId],
  );
}
