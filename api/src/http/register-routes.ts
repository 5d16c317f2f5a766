import { CRAWLER_HEADER, RESPONSE_CODES, SIGNATURE_HEADER } from '@ciao/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readSessionCookie } from '../auth/session-cookie';
import { findReader } from '../auth/sessions';
import { HashQueueFull } from '../auth/password';
import { ApiFailure, notLoggedIn, parameterInvalid, tooManyRequests } from './api-failure';
import type { ApiContext } from './api-context';
import { isInternalCall } from './internal-call';
import type { RateLimitVerdict } from '../operation/rate-limit';
import type { ApiRoute, ImageRoute } from './define-route';
import { sendData, sendFailure } from './envelope';
import { hasValidSignature } from './request-signature';
import { wireParams } from './wire-params';

/** Form bodies are a few ids and a password; anything bigger is not from our client. */
const BODY_LIMIT = 16 * 1024;

/** A full line of password hashes asks the caller back in a second (auth/password.ts). */
const HASH_QUEUE_RETRY_MS = 1000;

export function replyWithError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof HashQueueFull) return replyWithError(request, reply, tooManyRequests(HASH_QUEUE_RETRY_MS));
  if (error instanceof ApiFailure) {
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error.code === RESPONSE_CODES.SERVER_ERROR) request.log.error({ err: error }, error.message);
    return sendFailure(reply, error.code, error.message, undefined, error.data);
  }
  request.log.error({ err: error }, 'unexpected error in API handler');
  return sendFailure(reply, RESPONSE_CODES.SERVER_ERROR, 'server error');
}

/**
 * The rate limit in the headers clients and proxies read (IETF draft 6 RateLimit fields, as
 * @fastify/rate-limit sends them) and, once over it, Retry-After: the end of the window.
 */
function tellRateLimit(reply: FastifyReply, verdict: RateLimitVerdict): void {
  const resetSeconds = Math.max(1, Math.ceil(verdict.resetMs / 1000));
  reply.header('ratelimit-limit', String(verdict.limit));
  reply.header('ratelimit-remaining', String(verdict.remaining));
  reply.header('ratelimit-reset', String(resetSeconds));
  if (!verdict.allowed) reply.header('retry-after', String(resetSeconds));
}

/** Which of the gates every request meets before its own work a kind of route passes through. */
interface Gates {
  /** The limit this request counts against: calls', images'. */
  rateLimit: ApiContext['allowCall'];
  maintenance: boolean;
}

/** The gates' refusal of this request (rate limit, region, maintenance), or null to go on. */
async function gateRefusal(
  api: ApiContext,
  request: FastifyRequest,
  reply: FastifyReply,
  gates: Gates,
): Promise<{ code: number; message: string } | null> {
  if (!isInternalCall(request)) {
    const verdict = await gates.rateLimit(api.clientIp(request), request.log);
    if (verdict) tellRateLimit(reply, verdict);
    if (verdict && !verdict.allowed) return { code: RESPONSE_CODES.TOO_MANY_REQUESTS, message: 'too many requests' };
  }
  if (api.isRegionDenied(request)) return { code: RESPONSE_CODES.REGION_DENIED, message: 'not available in this region' };
  if (gates.maintenance && (await api.isMaintenance())) return { code: RESPONSE_CODES.MAINTENANCE, message: 'server maintenance' };
  return null;
}

/**
 * The one pipeline every endpoint goes through: rate limit, region, maintenance, wire params, signature,
 * session, auth, contract-checked handler, envelope.
 */
async function handle(route: ApiRoute, api: ApiContext, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  try {
    const { endpoint } = route;
    const refusal = await gateRefusal(api, request, reply, { rateLimit: api.allowCall, maintenance: !endpoint.maintenanceOptOut });
    if (refusal) return sendFailure(reply, refusal.code, refusal.message);
    const wire = wireParams(endpoint.method === 'GET' ? request.query : request.body);
    if (!(await hasValidSignature(wire, request.headers[SIGNATURE_HEADER]))) throw parameterInvalid('signature mismatch');
    const now = api.clock();
    const reader = await findReader(api.db, readSessionCookie(request, api.cookie), now);
    if (endpoint.auth === 'required' && !reader) throw notLoggedIn();
    const data = await route.run(
      {
        reader,
        requireReader: () => {
          if (!reader) throw notLoggedIn();
          return reader;
        },
        api,
        clientIp: api.clientIp(request),
        isCrawler: request.headers[CRAWLER_HEADER] === 'true',
        request,
        reply,
      },
      wire,
    );
    // Answers depend on the reader's cookie: never let a shared cache keep them.
    reply.header('cache-control', 'no-store');
    return sendData(reply, data);
  } catch (error) {
    return replyWithError(request, reply, error);
  }
}

/**
 * An image's way through the same pipeline: its own rate limit (a page of covers is dozens of
 * images, which the call limit must not pay for: operation/rate-limit.ts DEFAULT_IMAGE_RATE_LIMIT), region
 * and maintenance as every call, then the route finds the image the URL names and the API's cache
 * has it drawn once, off the event loop.
 */
async function handleImage(route: ImageRoute, api: ApiContext, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  try {
    const refusal = await gateRefusal(api, request, reply, { rateLimit: api.allowImage, maintenance: true });
    if (refusal) return sendFailure(reply, refusal.code, refusal.message);
    const found = await route.find(api, request);
    if (found === null) return sendFailure(reply, RESPONSE_CODES.PARAMETER_INVALID, 'image not found', 404);
    if ('refused' in found) return sendFailure(reply, RESPONSE_CODES.PARAMETER_INVALID, found.refused, 403);
    const bytes = await api.images.getOrCreate(found.cacheKey, () => api.drawings.draw(found.drawing));
    return reply.status(200).header('content-type', 'image/png').header('cache-control', route.cacheControl).send(bytes);
  } catch (error) {
    return replyWithError(request, reply, error);
  }
}

export function registerRoutes(app: FastifyInstance, api: ApiContext, routes: readonly ApiRoute[]): void {
  for (const route of routes) {
    app.route({
      method: route.endpoint.method,
      url: route.endpoint.path,
      bodyLimit: BODY_LIMIT,
      handler: (request, reply) => handle(route, api, request, reply),
    });
  }
}

export function registerImageRoutes(app: FastifyInstance, api: ApiContext, routes: readonly ImageRoute[]): void {
  for (const route of routes) {
    app.get(route.path, (request, reply) => handleImage(route, api, request, reply));
  }
}
