import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { titleSummarySchema } from '../entities';
import { pagingParams } from './catalogue-schemas';

/** GET /title/viewed/list: the reader's history, newest first (the last episode read per title; 20 kept). */
export const titleViewedList = defineEndpoint({
  method: 'GET',
  path: '/title/viewed/list',
  auth: 'required',
  params: () => z.object({ ...commonParams, ...pagingParams(20, 20) }),
  response: () =>
    z.object({
      title_list: z.array(titleSummarySchema.extend({ last_episode_id: z.number().int(), viewed_at: z.string() })),
      total_count: z.number().int(),
    }),
});
