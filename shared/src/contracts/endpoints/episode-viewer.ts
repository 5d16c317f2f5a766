import { z } from 'zod';
import { commonParams, defineEndpoint, flagParam, idParam } from '../endpoint';
import { webEpisodeViewer } from './web-episode-viewer';

/**
 * GET /episode/viewer: the app-style viewer. Same entitlement rules, pages and scramble
 * seed as /web/episode/viewer. magazine_id: the issue the episode was opened from (must be
 * a released issue: 3000 otherwise), echoed back. force_master: read from the primary
 * database (there is only one here). is_download: the app is saving the episode for later,
 * so it is not recorded in the reader's history.
 */
export const episodeViewer = defineEndpoint({
  method: 'GET',
  path: '/episode/viewer',
  auth: 'optional',
  params: () =>
    z.object({
      ...commonParams,
      episode_id: idParam(),
      magazine_id: idParam().optional(),
      force_master: flagParam().optional(),
      is_download: flagParam().optional(),
    }),
  response: () => webEpisodeViewer.response.extend({ magazine_id: z.number().int().nullable(), is_download: z.boolean() }),
});
