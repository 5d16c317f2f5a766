import { RESPONSE_CODES } from '@ciao/shared/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiContext } from '../http/api-context';
import { sendFailure } from '../http/envelope';
import { replyWithError } from '../http/register-routes';
import { COVER_RECT_SIZE, COVER_SIZE, renderCover, renderEpisodeThumb, renderGenreIcon } from './render-cover';
import { scrambledPagePng, type StoredPage } from './scrambled-page';
import { verifyPageImageRequest } from './signed-image-url';

// Covers and thumbnails depend only on seeded rows: public and cacheable for a week.
const PUBLIC_CACHE = 'public, max-age=604800';
// Page URLs are signed per reader and expire: only the reader's own browser may keep them.
const PAGE_CACHE = 'private, max-age=600';

function sendPng(reply: FastifyReply, bytes: Buffer, cacheControl: string): FastifyReply {
  return reply.status(200).header('content-type', 'image/png').header('cache-control', cacheControl).send(bytes);
}

/** An id from a URL, or null when it cannot be a row id (the int4 columns would reject it). */
function toId(text: string | undefined): number | null {
  const id = Number(text);
  return text !== undefined && Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

const notFound = (reply: FastifyReply) => sendFailure(reply, RESPONSE_CODES.PARAMETER_INVALID, 'image not found', 404);

/** Rendered on first request from the seeded recipe, then served from the in-memory cache. */
export function registerImageRoutes(app: FastifyInstance, api: ApiContext): void {
  app.get<{ Params: { episodeId: string; file: string }; Querystring: Record<string, unknown> }>(
    '/image/page/:episodeId/:file',
    async (request, reply) => {
      try {
        const pageMatch = /^(\d{1,4})\.png$/.exec(request.params.file);
        const episodeMatch = /^\d{1,10}$/.exec(request.params.episodeId);
        const { exp, sig } = request.query;
        if (!pageMatch?.[1] || !episodeMatch || typeof exp !== 'string' || typeof sig !== 'string') {
          return sendFailure(reply, RESPONSE_CODES.PARAMETER_INVALID, 'invalid page image URL', 403);
        }
        const episodeId = toId(request.params.episodeId);
        const pageNo = toId(pageMatch[1]);
        if (episodeId === null || pageNo === null)
          return sendFailure(reply, RESPONSE_CODES.PARAMETER_INVALID, 'invalid page image URL', 403);
        if (!verifyPageImageRequest(api, request, `page/${episodeId}/${pageNo}`)) {
          return sendFailure(reply, RESPONSE_CODES.PARAMETER_INVALID, 'page image URL expired or not signed', 403);
        }
        const [row] = await api.db.query<StoredPage>(
          `select p.width, p.height, p.recipe, e.scramble_seed from episode_pages p
             join episodes e on e.episode_id = p.episode_id where p.episode_id = $1 and p.page_no = $2`,
          [episodeId, pageNo],
        );
        if (!row) return notFound(reply);
        const bytes = await api.images.getOrCreate(`page:${episodeId}:${pageNo}`, async () => scrambledPagePng(row));
        return sendPng(reply, bytes, PAGE_CACHE);
      } catch (error) {
        return replyWithError(request, reply, error);
      }
    },
  );

  app.get<{ Params: { file: string } }>('/image/cover/:file', async (request, reply) => {
    try {
      const match = /^(\d{1,10})(-rect)?\.png$/.exec(request.params.file);
      const titleId = toId(match?.[1]);
      if (!match || titleId === null) return notFound(reply);
      const rect = match[2] !== undefined;
      const [row] = await api.db.query<{ color: string }>('select color from titles where title_id = $1', [titleId]);
      if (!row) return notFound(reply);
      const bytes = await api.images.getOrCreate(`cover:${titleId}:${rect}`, async () =>
        renderCover(titleId, row.color, rect ? COVER_RECT_SIZE : COVER_SIZE).toIndexedPng(),
      );
      return sendPng(reply, bytes, PUBLIC_CACHE);
    } catch (error) {
      return replyWithError(request, reply, error);
    }
  });

  app.get<{ Params: { file: string } }>('/image/thumb/:file', async (request, reply) => {
    try {
      const match = /^(\d{1,10})\.png$/.exec(request.params.file);
      const episodeId = toId(match?.[1]);
      if (episodeId === null) return notFound(reply);
      const [row] = await api.db.query<{ color: string; episode_index: number; title_id: number }>(
        'select t.title_id, t.color, e.episode_index from episodes e join titles t on t.title_id = e.title_id where e.episode_id = $1',
        [episodeId],
      );
      if (!row) return notFound(reply);
      const bytes = await api.images.getOrCreate(`thumb:${episodeId}`, async () =>
        renderEpisodeThumb(row.title_id, row.episode_index, row.color).toIndexedPng(),
      );
      return sendPng(reply, bytes, PUBLIC_CACHE);
    } catch (error) {
      return replyWithError(request, reply, error);
    }
  });

  app.get<{ Params: { file: string } }>('/image/genre/:file', async (request, reply) => {
    try {
      const match = /^(\d{1,10})\.png$/.exec(request.params.file);
      const genreId = toId(match?.[1]);
      if (genreId === null) return notFound(reply);
      const [row] = await api.db.query<{ color: string; genre_name: string }>('select color, genre_name from genres where genre_id = $1', [
        genreId,
      ]);
      if (!row) return notFound(reply);
      const bytes = await api.images.getOrCreate(`genre:${genreId}`, async () =>
        renderGenreIcon(genreId, row.genre_name, row.color).toIndexedPng(),
      );
      return sendPng(reply, bytes, PUBLIC_CACHE);
    } catch (error) {
      return replyWithError(request, reply, error);
    }
  });
}
