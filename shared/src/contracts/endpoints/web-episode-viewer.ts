import { z } from 'zod';
import { commonParams, defineEndpoint, idParam } from '../endpoint';

/**
 * GET /web/episode/viewer: the pages of one episode for a reader entitled to it
 * (docs/wire-facts.md §2: page_list, scramble_seed, scramble_ver). Page URLs are signed and
 * short-lived; images are scrambled with `scramble_seed`.
 */
export const webEpisodeViewer = defineEndpoint({
  method: 'GET',
  path: '/web/episode/viewer',
  auth: 'optional',
  params: () => z.object({ ...commonParams, episode_id: idParam() }),
  response: () =>
    z.object({
      title_id: z.number().int(),
      title_name: z.string(),
      episode_id: z.number().int(),
      episode_name: z.string(),
      page_list: z.array(z.string()),
      scramble_seed: z.number().int(),
      scramble_ver: z.union([z.literal(1), z.literal(2)]),
      prev_episode_id: z.number().int().nullable(),
      next_episode_id: z.number().int().nullable(),
    }),
});
