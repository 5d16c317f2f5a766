import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { lazySchema } from '../lazy-schema';

/** Points of one grant still available. */
export const availablePointSchema = lazySchema(() =>
  z.object({
    point: z.number().int().min(1),
    granted_at: z.string(),
    /** Null: never expires (paid points). */
    expires_at: z.string().nullable(),
  }),
);

/** GET /account/avlpoint: available points per grant, in spending order (free first, earliest expiry first). */
export const getAccountAvlpoint = defineEndpoint({
  method: 'GET',
  path: '/account/avlpoint',
  auth: 'required',
  params: () => z.object({ ...commonParams }),
  response: () => z.object({ paid_point_list: z.array(availablePointSchema), free_point_list: z.array(availablePointSchema) }),
});
