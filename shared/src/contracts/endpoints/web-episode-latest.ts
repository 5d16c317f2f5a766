import { z } from 'zod';
import { commonParams, defineEndpoint, intParam, idParam } from '../endpoint';
import { episodeWithTitleSchema } from './catalogue-schemas';

/**
 * GET /web/episode/latest (route /title/{titleId}/latest/{typeKey}/{indexKey}): the
 * index-th published episode counted back from the newest (0 = newest); type 'episode'
 * counts every episode, 'free' only free ones. Unknown title: 3000; no such episode: 3100.
 */
export const webEpisodeLatest = defineEndpoint({
  method: 'GET',
  path: '/web/episode/latest',
  auth: 'optional',
  params: () => z.object({ ...commonParams, title_id: idParam(), type: z.enum(['episode', 'free']), index: intParam(0, 9999) }),
  response: () => episodeWithTitleSchema,
});
