import { episodeRentalTicket, isFreeEpisode, RESPONSE_CODES, type TicketReason } from '@ciao/shared/contracts';
import type { Queryable } from '../../db/database';
import { ApiFailure } from '../../http/api-failure';
import { defineRoute } from '../../http/define-route';
import { formatApiDateTime, formatNullableDateTime } from '../../queries/api-date-time';
import { ticketVersion, usePremiumTicket, waitFreeRechargedAt } from '../../queries/wallet/tickets';
import { lockWallet } from '../../queries/wallet/wallet-lock';
import { episodeForSale, type SellableEpisode } from '../../queries/wallet/wallet-episodes';
import { addMs, RENTAL_MS } from '../../queries/wallet/wallet-time';

const cannotRent = (message: string, data: Record<string, unknown>) => new ApiFailure(RESPONSE_CODES.PARAMETER_INVALID, message, data);

/** Spends the ticket of the asked type and writes its ledger row, or fails with 1001 and a reason. */
async function spendTicket(
  tx: Queryable,
  accountId: number,
  episode: SellableEpisode,
  ticketType: 'wait_free' | 'premium',
  now: Date,
): Promise<void> {
  if (ticketType === 'wait_free') {
    const rechargedAt = await waitFreeRechargedAt(tx, accountId, episode.title_id, now);
    if (rechargedAt)
      throw cannotRent('wait-to-be-free ticket is recharging', {
        reason: 'ticket_recharging',
        recharge_time: formatApiDateTime(rechargedAt),
      });
    await tx.query('insert into title_ticket_uses (account_id, title_id, used_at) values ($1, $2, $3)', [accountId, episode.title_id, now]);
  } else if (!(await usePremiumTicket(tx, accountId, episode.episode_id, now))) {
    throw cannotRent('no usable premium ticket', { reason: 'no_premium_ticket' });
  }
  await tx.query(
    `insert into ticket_ledger (account_id, occurred_at, ticket_type, delta, reason, title_id, episode_id) values ($1, $2, $3, -1, $4, $5, $6)`,
    [accountId, now, ticketType, `${ticketType}_rental` satisfies TicketReason, episode.title_id, episode.episode_id],
  );
}

/**
 * Rents an episode for 72 h with a ticket, in one transaction under the wallet lock.
 * Already free, bought or renting: no ticket is spent (`used: false`). Otherwise the
 * quoted ticket_version must be the current one (1001 'ticket_version_mismatch' with the
 * current version), then the ticket is spent: wait_free once per title per 23 h
 * (1001 'ticket_recharging'), premium the unexpired one expiring first (1001 'no_premium_ticket').
 */
export const episodeRentalTicketRoute = defineRoute(episodeRentalTicket, async ({ params, api, requireReader }) => {
  const accountId = requireReader().account_id;
  const now = api.clock();
  return api.db.transaction(async (tx) => {
    await lockWallet(tx, accountId);
    const { episode, entitlement } = await episodeForSale(tx, accountId, params.episode_id, now);
    const version = await ticketVersion(tx, accountId);
    if (isFreeEpisode(episode) || entitlement) {
      const status = isFreeEpisode(episode) ? 'free' : entitlement?.kind === 'purchase' ? 'purchased' : 'renting';
      return {
        episode_id: episode.episode_id,
        status,
        used: false,
        rental_expire_time: status === 'renting' ? formatNullableDateTime(entitlement?.expires_at ?? null) : null,
        ticket_version: version,
      } as const;
    }
    if (params.ticket_version !== version) {
      throw cannotRent('ticket state changed', { reason: 'ticket_version_mismatch', ticket_version: version });
    }
    await spendTicket(tx, accountId, episode, params.ticket_type, now);
    const expiresAt = addMs(now, RENTAL_MS);
    await tx.query(`insert into entitlements (account_id, episode_id, kind, created_at, expires_at) values ($1, $2, 'rental', $3, $4)`, [
      accountId,
      episode.episode_id,
      now,
      expiresAt,
    ]);
    return {
      episode_id: episode.episode_id,
      status: 'renting' as const,
      used: true,
      rental_expire_time: formatApiDateTime(expiresAt),
      ticket_version: version + 1,
    };
  });
});
