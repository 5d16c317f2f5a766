import { z } from 'zod';
import { commonParams, defineEndpoint, idParam } from '../endpoint';
import { tagSchema } from '../entities';

/** GET /title/supplement: what a title page shows beside the title itself. Unknown title: 3000. */
export const titleSupplement = defineEndpoint({
  method: 'GET',
  path: '/title/supplement',
  auth: 'optional',
  params: () => z.object({ ...commonParams, title_id: idParam() }),
  response: () =>
    z.object({
      title_id: z.number().int(),
      author_id: z.number().int(),
      author_name: z.string(),
      tag_info_list: z.array(tagSchema),
      magazine_category_list: z.array(z.object({ magazine_category_id: z.number().int(), magazine_category_name_text: z.string() })),
      comic_count: z.number().int(),
      free_episode_count: z.number().int(),
      first_episode_id: z.number().int().nullable(),
      latest_episode_id: z.number().int().nullable(),
      eval_count: z.number().int(),
      /** Serials: the next weekly update (YYYY-MM-DDTHH:mm:ss); null for finished, one-shots and magazine titles. */
      next_update_at: z.string().nullable(),
    }),
});
