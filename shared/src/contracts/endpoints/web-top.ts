import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { titleSummarySchema } from '../entities';

/** GET /web/top: the top page, as named sections of titles. */
export const webTop = defineEndpoint({
  method: 'GET',
  path: '/web/top',
  auth: 'optional',
  params: () => z.object({ ...commonParams }),
  response: () =>
    z.object({
      section_list: z.array(
        z.object({
          section_key: z.enum(['updated', 'ranking', 'new', 'recommended', 'finished', 'oneshot']),
          section_name: z.string(),
          title_list: z.array(titleSummarySchema),
        }),
      ),
    }),
});
