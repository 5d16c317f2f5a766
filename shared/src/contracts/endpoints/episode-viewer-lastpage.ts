import { defineEndpoint } from '../endpoint';
import { episodeViewerEndParams, episodeViewerEndResponse } from './episode-viewer-end';

/**
 * GET /episode/viewer/lastpage: the reader reached the last page (idempotent); answers the end card.
 * Entitlement as /web/episode/viewer (visitor 2011, reader not entitled 1001); unknown episode 3100.
 */
export const episodeViewerLastpage = defineEndpoint({
  method: 'GET',
  path: '/episode/viewer/lastpage',
  auth: 'optional',
  params: episodeViewerEndParams,
  response: episodeViewerEndResponse,
});
