import { z } from 'zod';
import { commonParams, defineEndpoint, idParam } from '../endpoint';
import { viewTypeParam } from './catalogue-schemas';
import { pageTextSchema } from './web-episode-page-text';

/**
 * GET /web/magazine/page/text: the text of every page of an issue the reader may see (what
 * happens, the lines with furigana), like /web/episode/page/text for episodes. Entitlement
 * and pages as /magazine/viewer: view_type 1 needs a free issue or a subscription valid now
 * (visitor 2011, reader without one 1001); view_type 2 answers the preview's pages to anyone.
 * Unknown or unreleased issue: 3000.
 */
export const webMagazinePageText = defineEndpoint({
  method: 'GET',
  path: '/web/magazine/page/text',
  auth: 'optional',
  params: () => z.object({ ...commonParams, magazine_id: idParam(), view_type: viewTypeParam() }),
  response: () =>
    z.object({
      magazine_id: z.number().int(),
      view_type: z.union([z.literal(1), z.literal(2)]),
      page_text_list: z.array(pageTextSchema),
    }),
});
