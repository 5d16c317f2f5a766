import { z } from 'zod';
import { commonParams, defineEndpoint, idParam } from '../endpoint';
import { episodeEvalSchema } from './web-episode-eval-add';

/** GET /web/episode/eval/get: the episode's evaluation count and whether this reader gave one. 3000 / 3100. */
export const webEpisodeEvalGet = defineEndpoint({
  method: 'GET',
  path: '/web/episode/eval/get',
  auth: 'optional',
  params: () => z.object({ ...commonParams, title_id: idParam(), episode_id: idParam() }),
  response: () => episodeEvalSchema,
});
