import { getAccountAvlpoint, getAccountPointFlow, getAccountTicketFlow } from '@ciao/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { formatApiDateTime, formatNullableDateTime } from '../../queries/api-date-time';
import { availableLots } from '../../queries/wallet/point-lots';
import { ticketVersion, unusedPremiumTickets } from '../../queries/wallet/tickets';

export const accountPointFlowRoute = defineRoute(getAccountPointFlow, async ({ params, api, requireReader }) => {
  const accountId = requireReader().account_id;
  const rows = await api.db.query<{
    flow_id: number;
    occurred_at: Date;
    reason: string;
    paid_delta: number;
    free_delta: number;
    episode_id: number | null;
  }>(
    `select ledger_id::int as flow_id, occurred_at, reason, paid_delta, free_delta, episode_id from point_ledger
      where account_id = $1 order by ledger_id desc limit $2 offset $3`,
    [accountId, params.limit, params.offset],
  );
  const [count] = await api.db.query<{ total: number }>('select count(*)::int as total from point_ledger where account_id = $1', [
    accountId,
  ]);
  return {
    point_flow_list: rows.map((row) => ({
      flow_id: row.flow_id,
      occurred_at: formatApiDateTime(row.occurred_at),
      reason: row.reason,
      paid_point: row.paid_delta,
      free_point: row.free_delta,
      episode_id: row.episode_id,
    })),
    total_count: count?.total ?? 0,
  };
});

export const accountTicketFlowRoute = defineRoute(getAccountTicketFlow, async ({ params, api, requireReader }) => {
  const accountId = requireReader().account_id;
  const now = api.clock();
  const rows = await api.db.query<{
    flow_id: number;
    occurred_at: Date;
    ticket_type: 'wait_free' | 'premium';
    delta: number;
    reason: string;
    title_id: number | null;
    episode_id: number | null;
    expires_at: Date | null;
  }>(
    `select ledger_id::int as flow_id, occurred_at, ticket_type, delta, reason, title_id, episode_id, expires_at from ticket_ledger
      where account_id = $1 order by ledger_id desc limit $2 offset $3`,
    [accountId, params.limit, params.offset],
  );
  const tickets = await unusedPremiumTickets(api.db, accountId);
  const version = await ticketVersion(api.db, accountId);
  return {
    ticket_flow_list: rows.map((row) => ({
      flow_id: row.flow_id,
      occurred_at: formatApiDateTime(row.occurred_at),
      ticket_type: row.ticket_type,
      count: row.delta,
      reason: row.reason,
      title_id: row.title_id,
      episode_id: row.episode_id,
      expires_at: formatNullableDateTime(row.expires_at),
    })),
    // The version counts ledger rows, so it is also the total.
    total_count: version,
    detail_list: tickets.map((ticket) => ({
      ticket_id: ticket.ticket_id,
      expires_at: formatApiDateTime(ticket.expires_at),
      expired: ticket.expires_at.getTime() <= now.getTime(),
    })),
    ticket_version: version,
  };
});

export const accountAvlpointRoute = defineRoute(getAccountAvlpoint, async ({ api, requireReader }) => {
  const lots = await availableLots(api.db, requireReader().account_id, api.clock());
  const toItem = (lot: (typeof lots)[number]) => ({
    point: lot.amount_left,
    granted_at: formatApiDateTime(lot.granted_at),
    expires_at: formatNullableDateTime(lot.expires_at),
  });
  return {
    paid_point_list: lots.filter((lot) => lot.kind === 'paid').map(toItem),
    free_point_list: lots.filter((lot) => lot.kind === 'free').map(toItem),
  };
});
