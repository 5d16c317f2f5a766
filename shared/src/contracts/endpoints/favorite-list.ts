import { z } from 'zod';
import { commonParams, defineEndpoint, flagParam } from '../endpoint';
import { titleSummarySchema } from '../entities';
import { pagingParams } from './wallet-params';

/** GET /favorite/list: favorites, newest first; title_list too when needs_title_list. */
export const favoriteList = defineEndpoint({
  method: 'GET',
  path: '/favorite/list',
  auth: 'required',
  params: () => z.object({ ...commonParams, ...pagingParams, needs_title_list: flagParam().default(false) }),
  response: () =>
    z.object({
      favorite_list: z.array(z.object({ title_id: z.number().int(), created_at: z.string() })),
      total_count: z.number().int().min(0),
      title_list: z.array(titleSummarySchema).optional(),
    }),
});
