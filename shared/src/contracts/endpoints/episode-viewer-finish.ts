import { defineEndpoint } from '../endpoint';
import { episodeViewerEndParams, episodeViewerEndResponse } from './episode-viewer-end';

/**
 * GET /episode/viewer/finish: the reader finished the episode (idempotent); answers the end card.
 * Entitlement as /web/episode/viewer (visitor 2011, reader not entitled 1001); unknown episode 3100.
 */
export const episodeViewerFinish = defineEndpoint({
  method: 'GET',
  path: '/episode/viewer/finish',
  auth: 'optional',
  params: () => episodeViewerEndParams,
  response: () => episodeViewerEndResponse,
});
