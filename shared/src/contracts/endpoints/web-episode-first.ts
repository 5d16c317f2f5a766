import { z } from 'zod';
import { commonParams, defineEndpoint, idParam } from '../endpoint';
import { episodeWithTitleSchema } from './catalogue-schemas';

/** GET /web/episode/first: the first episode of a title. Unknown title: 3000; none published: 3100. */
export const webEpisodeFirst = defineEndpoint({
  method: 'GET',
  path: '/web/episode/first',
  auth: 'optional',
  params: () => z.object({ ...commonParams, title_id: idParam() }),
  response: () => episodeWithTitleSchema,
});
