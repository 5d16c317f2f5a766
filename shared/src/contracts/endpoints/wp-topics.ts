import { z } from 'zod';
import { commonParams, defineEndpoint, idListParam, idParam } from '../endpoint';
import { postPageParams, postPageSchema } from './catalogue-schemas';

/** GET /wp-json/wp/v2/topics: news articles, newest first, filtered by any of `tags` and by category. */
export const wpTopics = defineEndpoint({
  method: 'GET',
  path: '/wp-json/wp/v2/topics',
  auth: 'optional',
  params: () => z.object({ ...commonParams, ...postPageParams(20), tags: idListParam(20).optional(), categories: idParam().optional() }),
  response: () => postPageSchema,
});
