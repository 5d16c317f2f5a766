import { z } from 'zod';
import { commonParams, defineEndpoint, idParam } from '../endpoint';

/** GET /comic/list: the printed volumes of a title, first volume first. Unknown title: 3000. */
export const comicList = defineEndpoint({
  method: 'GET',
  path: '/comic/list',
  auth: 'optional',
  params: () => z.object({ ...commonParams, title_id: idParam() }),
  response: () =>
    z.object({
      comic_list: z.array(
        z.object({
          comic_id: z.number().int(),
          title_id: z.number().int(),
          volume: z.number().int(),
          comic_name: z.string(),
          isbn: z.string(),
          price: z.number().int(),
          release_date: z.string(),
          thumbnail_image_url: z.string(),
        }),
      ),
    }),
});
