import { z } from 'zod';
import { commonParams, defineEndpoint, idParam, intParam } from '../endpoint';
import { ticketTypeSchema } from './account-ticket-flow';

/**
 * POST /episode/rental/ticket: rents an episode for 72 h with a wait-to-be-free ticket
 * (one per title, recharges 23 h after use) or a premium ticket (unexpired). ticket_version
 * must equal the reader's current ticket state version (GET /account/ticket/flow), else
 * 1001 { reason: 'ticket_version_mismatch' }. Already free, bought or renting: no ticket
 * is used (`used: false`).
 */
export const episodeRentalTicket = defineEndpoint({
  method: 'POST',
  path: '/episode/rental/ticket',
  auth: 'required',
  params: () =>
    z.object({ ...commonParams, episode_id: idParam(), ticket_type: ticketTypeSchema, ticket_version: intParam(0, 2_147_483_647) }),
  response: () =>
    z.object({
      episode_id: z.number().int(),
      status: z.enum(['free', 'purchased', 'renting']),
      used: z.boolean(),
      rental_expire_time: z.string().nullable(),
      ticket_version: z.number().int().min(0),
    }),
});
