import { z } from 'zod';
import { commonParams, defineEndpoint, idParam } from '../endpoint';
import { tagSchema } from '../entities';

/** GET /tag/list: the tags of one title (docs/wire-facts.md §2: tag_info_list). */
export const tagList = defineEndpoint({
  method: 'GET',
  path: '/tag/list',
  auth: 'optional',
  params: () => z.object({ ...commonParams, title_id: idParam() }),
  response: () => z.object({ tag_info_list: z.array(tagSchema) }),
});
