import { z } from 'zod';
import { commonParams, defineEndpoint, flagParam, idParam, intParam } from '../endpoint';
import { rankedTitleSchema } from './catalogue-schemas';

/**
 * GET /ranking/all: every ranking (or the one of ranking_id), each a page of ranked titles.
 * is_top: the top page's preview (the first 3 of each). ranking_ab: 0 = order A, 1 = order B
 * of the ranking A/B test. Unknown ranking_id: 1001.
 */
export const rankingAll = defineEndpoint({
  method: 'GET',
  path: '/ranking/all',
  auth: 'optional',
  params: () =>
    z.object({
      ...commonParams,
      ranking_id: idParam().optional(),
      offset: intParam(0, 1000).default(0),
      limit: intParam(1, 100).default(30),
      is_top: flagParam().default(false),
      ranking_ab: z.enum(['0', '1']).default('0'),
    }),
  response: () =>
    z.object({
      ranking_list: z.array(
        z.object({
          ranking_id: z.number().int(),
          ranking_name: z.string(),
          ranking_type: z.enum(['daily', 'weekly', 'genre']),
          genre_id: z.number().int().nullable(),
          total_count: z.number().int(),
          title_list: z.array(rankedTitleSchema),
        }),
      ),
    }),
});
