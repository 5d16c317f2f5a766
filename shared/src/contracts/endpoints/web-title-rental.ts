import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { titleSummarySchema } from '../entities';

/** GET /web/title/rental: the titles the reader is renting an episode of now, the rental ending first first. */
export const webTitleRental = defineEndpoint({
  method: 'GET',
  path: '/web/title/rental',
  auth: 'required',
  params: () => z.object({ ...commonParams }),
  response: () =>
    z.object({
      title_list: z.array(
        titleSummarySchema.extend({
          rental_episode_list: z.array(
            z.object({ episode_id: z.number().int(), episode_name: z.string(), rental_expire_time: z.string() }),
          ),
        }),
      ),
    }),
});
