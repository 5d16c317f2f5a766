import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';

/** GET /wp-json/wp/v2/categories: topics categories with their article counts. */
export const wpCategories = defineEndpoint({
  method: 'GET',
  path: '/wp-json/wp/v2/categories',
  auth: 'optional',
  params: () => z.object({ ...commonParams }),
  response: () =>
    z.object({
      category_list: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string(), count: z.number().int() })),
    }),
});
