import { z } from 'zod';
import { commonParams, defineEndpoint, flagParam } from '../endpoint';
import { tagSchema } from '../entities';
import { pagingParams } from './catalogue-schemas';

/**
 * GET /keyword/list: search keywords (the tags) with their title counts. With is_group,
 * only tags that group at least one title, the most used first; else all, by id.
 */
export const keywordList = defineEndpoint({
  method: 'GET',
  path: '/keyword/list',
  auth: 'optional',
  params: () => z.object({ ...commonParams, is_group: flagParam().default(false), ...pagingParams(50, 100) }),
  response: () => z.object({ tag_list: z.array(tagSchema.extend({ title_count: z.number().int() })), total_count: z.number().int() }),
});
