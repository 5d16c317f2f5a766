import { z } from 'zod';
import { commonParams, defineEndpoint, idParam, intParam } from '../endpoint';
import { titleSummarySchema } from '../entities';

export const SEARCH_SORTS = ['update', 'new', 'popular', 'name'] as const;

/**
 * GET /search/title (docs/wire-facts.md §2: title_list). keyword matches title name, author and
 * tags; author matches the author's name; texts are compared after docs/product-rules.md §5 normalisation
 * (half-width katakana -> full-width, full-width ASCII -> half-width). Filters combine (and).
 */
export const searchTitle = defineEndpoint({
  method: 'GET',
  path: '/search/title',
  auth: 'optional',
  params: () =>
    z.object({
      ...commonParams,
      keyword: z.string().max(100).optional(),
      genre_id: idParam().optional(),
      tag_id: idParam().optional(),
      magazine_category: idParam().optional(),
      author: z.string().max(100).optional(),
      sort: z.enum(SEARCH_SORTS).default('update'),
      limit: intParam(1, 99_999).default(30),
      offset: intParam(0, 99_999).default(0),
    }),
  response: () => z.object({ title_list: z.array(titleSummarySchema), total_count: z.number().int() }),
});
