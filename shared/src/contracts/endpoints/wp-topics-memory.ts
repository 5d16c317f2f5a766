import { z } from 'zod';
import { commonParams, defineEndpoint, idListParam, idParam } from '../endpoint';
import { postPageParams, postPageSchema } from './catalogue-schemas';

/** GET /wp-json/wp/v2/topics_memory: the archive of past features, like topics. */
export const wpTopicsMemory = defineEndpoint({
  method: 'GET',
  path: '/wp-json/wp/v2/topics_memory',
  auth: 'optional',
  params: () => z.object({ ...commonParams, ...postPageParams(20), tags: idListParam(20).optional(), categories: idParam().optional() }),
  response: () => postPageSchema,
});
