import { z } from 'zod';
import { commonParams, defineEndpoint, idParam } from '../endpoint';
import { authorSchema } from './catalogue-schemas';

/** GET /wp-json/wp/v2/author: the manga artist list, or the author(s) of one title (`title`). Unknown title: 3000. */
export const wpAuthorList = defineEndpoint({
  method: 'GET',
  path: '/wp-json/wp/v2/author',
  auth: 'optional',
  params: () => z.object({ ...commonParams, title: idParam().optional() }),
  response: () => z.object({ author_list: z.array(authorSchema) }),
});
