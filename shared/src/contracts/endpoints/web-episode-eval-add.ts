import { z } from 'zod';
import { commonParams, defineEndpoint, idParam } from '../endpoint';
import { lazySchema } from '../lazy-schema';

export const episodeEvalSchema = lazySchema(() =>
  z.object({
    title_id: z.number().int(),
    episode_id: z.number().int(),
    eval_count: z.number().int(),
    is_evaluated: z.boolean(),
  }),
);

/** POST /web/episode/eval/add: the reader's "good" for an episode, once per reader (again: unchanged). 3000 / 3100. */
export const webEpisodeEvalAdd = defineEndpoint({
  method: 'POST',
  path: '/web/episode/eval/add',
  auth: 'required',
  params: () => z.object({ ...commonParams, title_id: idParam(), episode_id: idParam() }),
  response: () => episodeEvalSchema,
});
