import { z } from 'zod';
import { commonParams, defineEndpoint, idParam } from '../endpoint';

/** POST /favorite/delete: 3000 unknown title; removing a title that is not a favorite is a no-op (is_deleted false). */
export const favoriteDelete = defineEndpoint({
  method: 'POST',
  path: '/favorite/delete',
  auth: 'required',
  params: () => z.object({ ...commonParams, title_id: idParam() }),
  response: () => z.object({ title_id: z.number().int(), is_deleted: z.boolean(), favorite_count: z.number().int().min(0) }),
});
