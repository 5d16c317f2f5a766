import { z } from 'zod';
import { commonParams, defineEndpoint, idParam } from '../endpoint';
import { authorSchema, postPageParams, postPageSchema } from './catalogue-schemas';

/**
 * GET /wp-json/wp/v2/author/detail?author_id= (the site's /author/{authorId}): an author's
 * profile and their topics (docs/product-rules.md §9: 20 a page). Our contracts carry every value as a signed
 * param, so the id is a param rather than a path segment. Unknown author: 1001.
 */
export const wpAuthor = defineEndpoint({
  method: 'GET',
  path: '/wp-json/wp/v2/author/detail',
  auth: 'optional',
  params: () => z.object({ ...commonParams, author_id: idParam(), ...postPageParams(20) }),
  response: () => z.object({ author: authorSchema, topics: postPageSchema }),
});
