import { RESPONSE_CODES } from '@ciao/shared/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiContext } from '../../http/api-context';
import { sendFailure } from '../../http/envelope';
import { replyWithError } from '../../http/register-routes';
import { COVER_SIZE, renderCover } from '../../images/render-cover';
import { scrambledPagePng, type StoredPage } from '../../images/scrambled-page';
import { verifyPageImageRequest } from '../../images/signed-image-url';

const PUBLIC_CACHE = 'public, max-age=604800';
const PAGE_CACHE = 'private, max-age=600';

function sendPng(reply: FastifyReply, bytes: Buffer, cacheControl: string): FastifyReply {
  return reply.status(200).header('content-type', 'image/png').header('cache-control', cacheControl).send(bytes);
}

/** A positive int4 from a URL segment, or null. */
function toId(text: string | undefined): number | null {
  if (text === undefined || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * Magazine issue pages (signed, short-lived, scrambled with the seed: the same
 * machinery as episode pages) and issue covers (public).
 */
export function registerMagazineImageRoutes(app: FastifyInstance, api: ApiContext): void {
  app.get<{ Params: { magazineId: string; file: string }; Querystring: Record<string, unknown> }>(
    '/image/magazine/:magazineId/:file',
    async (request, reply) => {
      try {
        const magazineId = toId(request.params.magazineId);
        const pageNo = toId(/^(\d{1,4})\.png$/.exec(request.params.file)?.[1]);
        const { exp, sig } = request.query;
        if (magazineId === null || pageNo === null || typeof exp !== 'string' || typeof sig !== 'string') {
          return sendFailure(reply, RESPONSE_CODES.PARAMETER_INVALID, 'invalid page image URL', 403);
        }
        if (!verifyPageImageRequest(api, request, `magazine/${magazineId}/${pageNo}`)) {
          return sendFailure(reply, RESPONSE_CODES.PARAMETER_INVALID, 'page image URL expired or not signed', 403);
        }
        const [row] = await api.db.query<StoredPage>(
          `select p.width, p.height, p.recipe, m.scramble_seed from magazine_pages p
             join magazines m on m.magazine_id = p.magazine_id where p.magazine_id = $1 and p.page_no = $2`,
          [magazineId, pageNo],
        );
        if (!row) return sendFailure(reply, RESPONSE_CODES.PARAMETER_INVALID, 'image not found', 404);
        const bytes = await api.images.getOrCreate(`magazine-page:${magazineId}:${pageNo}`, async () => scrambledPagePng(row));
        return sendPng(reply, bytes, PAGE_CACHE);
      } catch (error) {
        return replyWithError(request, reply, error);
      }
    },
  );

  app.get<{ Params: { file: string } }>('/image/magazine-cover/:file', async (request, reply) => {
    try {
      const magazineId = toId(/^(\d{1,10})\.png$/.exec(request.params.file)?.[1]);
      if (magazineId === null) return sendFailure(reply, RESPONSE_CODES.PARAMETER_INVALID, 'image not found', 404);
      const [row] = await api.db.query<{ color: string }>('select color from magazines where magazine_id = $1', [magazineId]);
      if (!row) return sendFailure(reply, RESPONSE_CODES.PARAMETER_INVALID, 'image not found', 404);
      const bytes = await api.images.getOrCreate(`magazine-cover:${magazineId}`, async () =>
        renderCover(magazineId, row.color, COVER_SIZE).toIndexedPng(),
      );
      return sendPng(reply, bytes, PUBLIC_CACHE);
    } catch (error) {
      return replyWithError(request, reply, error);
    }
  });
}
