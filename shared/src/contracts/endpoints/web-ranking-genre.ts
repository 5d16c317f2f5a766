import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { rankedTitleSchema } from './catalogue-schemas';

/** GET /web/ranking/genre: the top 5 of each genre's ranking, genres in ranking order. */
export const webRankingGenre = defineEndpoint({
  method: 'GET',
  path: '/web/ranking/genre',
  auth: 'optional',
  params: () => z.object({ ...commonParams }),
  response: () =>
    z.object({
      genre_ranking_list: z.array(
        z.object({
          ranking_id: z.number().int(),
          genre_id: z.number().int(),
          genre_name: z.string(),
          title_list: z.array(rankedTitleSchema),
        }),
      ),
    }),
});
