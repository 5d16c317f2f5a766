import { z } from 'zod';
import { commonParams, defineEndpoint, flagParam } from '../endpoint';
import { genreSchema } from '../entities';

/**
 * GET /genre/search/list: genres for the search modal with their title counts. With
 * is_group, only genres that group at least one title, the biggest first; else all, by id.
 */
export const genreSearchList = defineEndpoint({
  method: 'GET',
  path: '/genre/search/list',
  auth: 'optional',
  params: () => z.object({ ...commonParams, is_group: flagParam().default(false) }),
  response: () => z.object({ genre_list: z.array(genreSchema.extend({ title_count: z.number().int() })) }),
});
