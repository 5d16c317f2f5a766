import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { pagingParams } from './wallet-params';
import { lazySchema } from '../lazy-schema';

export const ticketTypeSchema = lazySchema(() => z.enum(['wait_free', 'premium']));

/**
 * Why tickets moved: every reason the API writes into the ticket ledger (seed: the demo
 * reader's tickets). As with POINT_REASONS, the wire field stays a string: a screen shows a
 * reason it does not know as "other".
 */
export const TICKET_REASONS = ['wait_free_rental', 'premium_rental', 'login_bonus', 'seed'] as const;
export type TicketReason = (typeof TICKET_REASONS)[number];

/** One ticket movement: a grant (+) or a use (-). */
export const ticketFlowSchema = lazySchema(() =>
  z.object({
    flow_id: z.number().int(),
    occurred_at: z.string(),
    ticket_type: ticketTypeSchema,
    count: z.number().int(),
    /** One of TICKET_REASONS. */
    reason: z.string(),
    title_id: z.number().int().nullable(),
    episode_id: z.number().int().nullable(),
    /** Expiry of granted premium tickets. */
    expires_at: z.string().nullable(),
  }),
);

/** A premium ticket the reader holds (docs/product-rules.md §3: detail_list items carry expired). */
export const premiumTicketSchema = lazySchema(() =>
  z.object({ ticket_id: z.number().int(), expires_at: z.string(), expired: z.boolean() }),
);

/**
 * GET /account/ticket/flow: the ticket ledger, newest first, the unused premium tickets
 * (expired ones flagged), and ticket_version, the reader's ticket state version that
 * POST /episode/rental/ticket must quote.
 */
export const getAccountTicketFlow = defineEndpoint({
  method: 'GET',
  path: '/account/ticket/flow',
  auth: 'required',
  params: () => z.object({ ...commonParams, ...pagingParams }),
  response: () =>
    z.object({
      ticket_flow_list: z.array(ticketFlowSchema),
      total_count: z.number().int().min(0),
      detail_list: z.array(premiumTicketSchema),
      ticket_version: z.number().int().min(0),
    }),
});
