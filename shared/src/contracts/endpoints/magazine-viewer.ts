import { z } from 'zod';
import { commonParams, defineEndpoint, idParam } from '../endpoint';
import { viewTypeParam } from './catalogue-schemas';

/**
 * GET /magazine/viewer: the pages of an issue, signed and scrambled like episode pages.
 * view_type 1 (whole issue) needs a free issue or a subscription valid now (visitor 2011,
 * reader without one 1001); view_type 2 is the preview anyone may read.
 */
export const magazineViewer = defineEndpoint({
  method: 'GET',
  path: '/magazine/viewer',
  auth: 'optional',
  params: () => z.object({ ...commonParams, magazine_id: idParam(), view_type: viewTypeParam() }),
  response: () =>
    z.object({
      magazine_id: z.number().int(),
      magazine_name: z.string(),
      view_type: z.union([z.literal(1), z.literal(2)]),
      page_list: z.array(z.string()),
      scramble_seed: z.number().int(),
      scramble_ver: z.union([z.literal(1), z.literal(2)]),
    }),
});
