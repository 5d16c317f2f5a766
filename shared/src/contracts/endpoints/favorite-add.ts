import { z } from 'zod';
import { commonParams, defineEndpoint, idParam } from '../endpoint';

/** POST /favorite/add: 3000 unknown title, 3400 already a favorite, 3401 at the 100-title limit. */
export const favoriteAdd = defineEndpoint({
  method: 'POST',
  path: '/favorite/add',
  auth: 'required',
  params: () => z.object({ ...commonParams, title_id: idParam() }),
  response: () => z.object({ title_id: z.number().int(), favorite_count: z.number().int().min(0) }),
});
