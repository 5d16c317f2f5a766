import { CRAWLER_HEADER, RESPONSE_CODES, SIGNATURE_HEADER } from '@ciao/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readSessionCookie } from '../auth/session-cookie';
import { findReader } from '../auth/sessions';
import { ApiFailure, notLoggedIn, parameterInvalid } from './api-failure';
import type { ApiContext } from './api-context';
import type { ApiRoute } from './define-route';
import { sendData, sendFailure } from './envelope';
import { hasValidSignature } from './request-signature';
import { wireParams } from './wire-params';

/** Form bodies are a few ids and a password; anything bigger is not from our client. */
const BODY_LIMIT = 16 * 1024;

export function replyWithError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof ApiFailure) {
    if (error.code === RESPONSE_CODES.SERVER_ERROR) request.log.error({ err: error }, error.message);
    return sendFailure(reply, error.code, error.message, undefined, error.data);
  }
  request.log.error({ err: error }, 'unexpected error in API handler');
  return sendFailure(reply, RESPONSE_CODES.SERVER_ERROR, 'server error');
}

/**
 * The one pipeline every endpoint goes through: rate limit, region, maintenance, wire params, signature,
 * session, auth, contract-checked handler, envelope.
 */
async function handle(route: ApiRoute, api: ApiContext, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  try {
    const { endpoint } = route;
    if (!(await api.allowCall(api.clientIp(request), request.log))) {
      return sendFailure(reply, RESPONSE_CODES.TOO_MANY_REQUESTS, 'too many requests');
    }
    if (api.isRegionDenied(request)) return sendFailure(reply, RESPONSE_CODES.REGION_DENIED, 'not available in this region');
    if (!endpoint.maintenanceOptOut && (await api.isMaintenance())) {
      return sendFailure(reply, RESPONSE_CODES.MAINTENANCE, 'server maintenance');
    }
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
