import { defineEndpoint } from '../endpoint';
import { episodeViewerEndResponse, episodeViewerLastpageParams } from './episode-viewer-end';

/**
 * GET /episode/viewer/lastpage: the reader's place in the episode. With `page` the server keeps
 * it as where this reader stopped (the latest wins); every answer carries it (`last_page`), so
 * reopening the episode continues there. Also recorded once as reaching the page (idempotent).
 * Entitlement as /web/episode/viewer (visitor 2011, reader not entitled 1001); unknown episode 3100.
 */
export const episodeViewerLastpage = defineEndpoint({
  method: 'GET',
  path: '/episode/viewer/lastpage',
  auth: 'optional',
  params: () => episodeViewerLastpageParams,
  response: () => episodeViewerEndResponse,
});
