import { z } from 'zod';
import { commonParams, defineEndpoint, idListParam } from '../endpoint';

/**
 * GET /title/ticket/list: the reader's wait-to-be-free ticket per title (docs/product-rules.md §3/§4: one per
 * title, recharges 23 h after use, rentals last 72 h). Unknown titles are left out.
 */
export const titleTicketList = defineEndpoint({
  method: 'GET',
  path: '/title/ticket/list',
  auth: 'required',
  params: () => z.object({ ...commonParams, title_id_list: idListParam(100) }),
  response: () =>
    z.object({
      title_ticket_list: z.array(
        z.object({
          title_id: z.number().int(),
          ticket_count: z.number().int().min(0),
          max_ticket_count: z.number().int(),
          recover_hours: z.number().int(),
          rental_hours: z.number().int(),
          /** Until the ticket is back; 0 and 0 when it is available. */
          remaining_hours: z.number().int().min(0),
          remaining_minutes: z.number().int().min(0).max(59),
          recover_time: z.string().nullable(),
        }),
      ),
    }),
});
