import { z } from 'zod';
import { commonParams, defineEndpoint, idParam } from '../endpoint';
import { episodeWithTitleSchema } from './catalogue-schemas';

/** GET /web/episode: one published episode and its title, with the reader's status. Unknown: 3100. */
export const webEpisode = defineEndpoint({
  method: 'GET',
  path: '/web/episode',
  auth: 'optional',
  params: () => z.object({ ...commonParams, episode_id: idParam() }),
  response: () => episodeWithTitleSchema,
});
