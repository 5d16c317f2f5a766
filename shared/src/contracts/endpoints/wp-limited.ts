import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { postPageParams, postPageSchema } from './catalogue-schemas';

/**
 * GET /wp-json/wp/v2/limited: subscriber-only articles (docs/product-rules.md §9: 100 a page). Everyone sees
 * the list; `content` is there only for a reader whose subscription is valid now.
 */
export const wpLimited = defineEndpoint({
  method: 'GET',
  path: '/wp-json/wp/v2/limited',
  auth: 'optional',
  params: () => z.object({ ...commonParams, ...postPageParams(100) }),
  response: () => postPageSchema.extend({ is_subscriber: z.boolean() }),
});
