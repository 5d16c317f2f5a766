import type { StoredPage } from '@ciao/demo-content';
import type { FastifyRequest } from 'fastify';
import type { ApiContext } from '../http/api-context';
import type { FoundImage, ImageRoute } from '../http/define-route';
import type { DrawingJob } from './drawing-job';
import { verifyPageImageRequest } from './signed-image-url';

// Covers and thumbnails depend only on seeded rows: public and cacheable for a week.
const PUBLIC_CACHE = 'public, max-age=604800';
// Page URLs are signed per reader and expire: only the reader's own browser may keep them.
const PAGE_CACHE = 'private, max-age=600';

/** A positive int4 from a URL segment, or null when it cannot be a row id (the int4 columns would reject it). */
function toId(text: string | undefined): number | null {
  if (text === undefined || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

function params(request: FastifyRequest): Record<string, string | undefined> {
  return request.params as Record<string, string | undefined>;
}

/**
 * A page of an episode or of a magazine issue: `/image/<kind>/<owner id>/<page no>.png?exp=&sig=[&s=1]`,
 * signed for `<kind>/<owner id>/<page no>` (signed-image-url.ts), drawn from its stored recipe and
 * scrambled with the owner's seed. `pagesOf` selects width, height, recipe and scramble_seed by
 * owner id ($1) and page number ($2).
 */
function pageRoute(kind: 'page' | 'magazine', pagesOf: string): ImageRoute {
  return {
    path: `/image/${kind}/:ownerId/:file`,
    cacheControl: PAGE_CACHE,
    async find(api, request) {
      const ownerId = toId(params(request).ownerId);
      const pageNo = toId(/^(\d{1,4})\.png$/.exec(params(request).file ?? '')?.[1]);
      const { exp, sig } = request.query as Record<string, unknown>;
      if (ownerId === null || pageNo === null || typeof exp !== 'string' || typeof sig !== 'string') {
        return { refused: 'invalid page image URL' };
      }
      if (!(await verifyPageImageRequest(api, request, `${kind}/${ownerId}/${pageNo}`)))
        return { refused: 'page image URL expired or not signed' };
      const [page] = await api.db.query<StoredPage>(pagesOf, [ownerId, pageNo]);
      return page ? { cacheKey: `${kind}:${ownerId}:${pageNo}`, drawing: { kind: 'page', page } } : null;
    },
  };
}

/**
 * A public drawing of one seeded row: `/image/<kind>/<id><suffix>.png`, the suffix one of `suffixes`
 * (a wide cover's `-rect`). `drawing` makes the job from the row `rowOf` selects by id ($1).
 */
function drawingRoute<Row extends object>(
  kind: string,
  rowOf: string,
  drawing: (id: number, row: Row, suffix: string) => DrawingJob,
  suffixes: readonly string[] = [''],
): ImageRoute {
  return {
    path: `/image/${kind}/:file`,
    cacheControl: PUBLIC_CACHE,
    async find(api: ApiContext, request): Promise<FoundImage | null> {
      const match = /^(\d{1,10})([a-z-]*)\.png$/.exec(params(request).file ?? '');
      const id = toId(match?.[1]);
      const suffix = match?.[2] ?? '';
      if (id === null || !suffixes.includes(suffix)) return null;
      const [row] = await api.db.query<Row>(rowOf, [id]);
      return row ? { cacheKey: `${kind}:${id}${suffix}`, drawing: drawing(id, row, suffix) } : null;
    },
  };
}

/**
 * Every image the API serves, drawn on first request from seeded rows (@ciao/demo-content) by the
 * API's drawing threads (drawing-pool.ts), then kept in the API's cache.
 */
export const IMAGE_ROUTES: readonly ImageRoute[] = [
  pageRoute(
    'page',
    `select p.width, p.height, p.recipe, e.scramble_seed from episode_pages p
       join episodes e on e.episode_id = p.episode_id where p.episode_id = $1 and p.page_no = $2`,
  ),
  pageRoute(
    'magazine',
    `select p.width, p.height, p.recipe, m.scramble_seed from magazine_pages p
       join magazines m on m.magazine_id = p.magazine_id where p.magazine_id = $1 and p.page_no = $2`,
  ),
  drawingRoute<{ color: string }>(
    'cover',
    'select color from titles where title_id = $1',
    (titleId, row, suffix) => ({ kind: 'cover', titleId, color: row.color, wide: suffix === '-rect' }),
    ['', '-rect'],
  ),
  drawingRoute<{ color: string; episode_index: number; title_id: number }>(
    'thumb',
    'select t.title_id, t.color, e.episode_index from episodes e join titles t on t.title_id = e.title_id where e.episode_id = $1',
    (_episodeId, row) => ({ kind: 'thumb', titleId: row.title_id, episodeIndex: row.episode_index, color: row.color }),
  ),
  drawingRoute<{ color: string; genre_name: string }>(
    'genre',
    'select color, genre_name from genres where genre_id = $1',
    (genreId, row) => ({
      kind: 'genre',
      genreId,
      name: row.genre_name,
      color: row.color,
    }),
  ),
  drawingRoute<{ color: string }>('magazine-cover', 'select color from magazines where magazine_id = $1', (magazineId, row) => ({
    kind: 'magazine-cover',
    magazineId,
    color: row.color,
  })),
];
