import { z } from 'zod';
import { commonParams, defineEndpoint, idListParam } from '../endpoint';
import { genreSchema } from '../entities';

/** GET /genre/list: genres by id (all of them when genre_id_list is absent). */
export const genreList = defineEndpoint({
  method: 'GET',
  path: '/genre/list',
  auth: 'optional',
  params: () => z.object({ ...commonParams, genre_id_list: idListParam(100).optional() }),
  response: () => z.object({ genre_list: z.array(genreSchema) }),
});
