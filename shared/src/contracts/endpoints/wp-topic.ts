import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { postSchema } from './catalogue-schemas';

/**
 * GET /wp-json/wp/v2/topics/detail?slug= (the site's /topics/{slug}/ article page): one
 * public article, news or archive. Like the author detail, the slug is a signed param, not
 * a path segment. Unknown or unpublished slug, or a subscriber-only article: 1001.
 */
export const wpTopic = defineEndpoint({
  method: 'GET',
  path: '/wp-json/wp/v2/topics/detail',
  auth: 'optional',
  params: () => z.object({ ...commonParams, slug: z.string().regex(/^[a-z0-9_-]{1,80}$/) }),
  response: () => z.object({ post: postSchema }),
});
