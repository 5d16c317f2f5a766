import { z } from 'zod';
import { commonParams, defineEndpoint, idParam } from '../endpoint';
import { magazineSchema, viewTypeParam } from './catalogue-schemas';

/** GET /magazine/detail: one released issue with its article links. Unknown or unreleased: 3000. */
export const magazineDetail = defineEndpoint({
  method: 'GET',
  path: '/magazine/detail',
  auth: 'optional',
  params: () => z.object({ ...commonParams, magazine_id: idParam(), view_type: viewTypeParam() }),
  response: () =>
    z.object({
      magazine: magazineSchema,
      prev_magazine_id: z.number().int().nullable(),
      next_magazine_id: z.number().int().nullable(),
    }),
});
