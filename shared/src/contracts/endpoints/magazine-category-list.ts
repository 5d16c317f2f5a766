import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { pagingParams } from './catalogue-schemas';

/** GET /magazine/category/list: the magazine categories titles belong to (search by magazine). */
export const magazineCategoryList = defineEndpoint({
  method: 'GET',
  path: '/magazine/category/list',
  auth: 'optional',
  params: () => z.object({ ...commonParams, ...pagingParams(20, 100) }),
  response: () =>
    z.object({
      magazine_category_list: z.array(z.object({ magazine_category_id: z.number().int(), magazine_category_name_text: z.string() })),
    }),
});
