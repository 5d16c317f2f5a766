import { useRef } from 'react';
import {
  bus,
  episodeRentalPoint,
  episodeRentalTicket,
  getAccountAvlpoint,
  getAccountPoint,
  getAccountTicketFlow,
  titleTicketList,
  useApiMutation,
  useApiQuery,
  webEpisode,
} from '@ciao/shared';
import { premiumPlan, refusalReason, waitFreePlan, type PurchaseMethod } from './purchase-options';

/** Balances and tickets change elsewhere too (another tab, the viewer): read them on every open. */
const FRESH_ON_OPEN = { refetchOnMount: 'always' } as const;

/** The premium tickets and the ticket state version come with the ledger; one row is enough. */
const TICKET_STATE = { limit: 1, offset: 0 } as const;

/** What the purchase dialog shows for one episode, all from the API through the shared cache. */
export function usePurchaseData(titleId: number, episodeId: number) {
  const episode = useApiQuery(webEpisode, { episode_id: episodeId }, FRESH_ON_OPEN);
  const point = useApiQuery(getAccountPoint, {}, FRESH_ON_OPEN);
  const lots = useApiQuery(getAccountAvlpoint, {}, FRESH_ON_OPEN);
  const titleTickets = useApiQuery(titleTicketList, { title_id_list: String(titleId) }, FRESH_ON_OPEN);
  const tickets = useApiQuery(getAccountTicketFlow, TICKET_STATE, FRESH_ON_OPEN);
  const queries = [episode, point, lots, titleTickets, tickets];
  const failed = queries.find((query) => query.isError);

  return {
    error: failed?.error ?? null,
    retry: () => {
      for (const query of queries) if (query.isError) query.retry();
    },
    refreshTickets: () => {
      void titleTickets.refetch();
      void tickets.refetch();
    },
    ready:
      episode.data && point.data && lots.data && titleTickets.data && tickets.data
        ? {
            episode: episode.data.episode,
            titleName: episode.data.title.title_name,
            balance: point.data.point,
            // Free lots come in spending order: the first is the one a purchase draws on first.
            firstFreeExpiry: lots.data.free_point_list[0]?.expires_at ?? null,
            waitFree: waitFreePlan(titleTickets.data.title_ticket_list.find((ticket) => ticket.title_id === titleId)),
            premium: premiumPlan(tickets.data.detail_list),
            ticketVersion: tickets.data.ticket_version,
          }
        : null,
  };
}

/**
 * The purchase itself. When either call succeeds the cache policy takes the new point balance
 * from the answer and refreshes the other balances and entitlements; then `purchase:completed`
 * tells whoever opened the dialog to open the episode. One purchase at a time: a second click while one runs does nothing (the
 * button is disabled too, and the server charges an owned episode nothing anyway).
 */
export function usePurchase(titleId: number, episodeId: number, done: () => void) {
  const running = useRef(false);
  const settle = {
    onSuccess: () => {
      bus.emit('purchase:completed', { titleId, episodeId });
      done();
    },
    onSettled: () => {
      running.current = false;
    },
  };
  const byPoints = useApiMutation(episodeRentalPoint, settle);
  const byTicket = useApiMutation(episodeRentalTicket, settle);
  const error = byPoints.error ?? byTicket.error;

  const buy = (method: PurchaseMethod, ticketVersion: number) => {
    if (running.current) return;
    running.current = true;
    byPoints.reset();
    byTicket.reset();
    if (method === 'points') byPoints.mutate({ episode_id: episodeId });
    else byTicket.mutate({ episode_id: episodeId, ticket_type: method, ticket_version: ticketVersion });
  };

  return { buy, busy: byPoints.isPending || byTicket.isPending, error, reason: refusalReason(error) };
}
