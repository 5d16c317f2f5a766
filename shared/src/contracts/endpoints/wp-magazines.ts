import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { magazineSchema, postPageParams } from './catalogue-schemas';

/** GET /wp-json/wp/v2/magazines: released issues for the magazine introduction page, newest first. */
export const wpMagazines = defineEndpoint({
  method: 'GET',
  path: '/wp-json/wp/v2/magazines',
  auth: 'optional',
  params: () => z.object({ ...commonParams, ...postPageParams(20) }),
  response: () => z.object({ magazine_list: z.array(magazineSchema), total: z.number().int(), total_pages: z.number().int() }),
});
