import { randomBytes } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import { RESPONSE_CODES } from '@ciao/shared/contracts';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { sessionCookieSettings } from './auth/session-cookie';
import type { Database } from './db/database';
import type { ApiContext } from './http/api-context';
import { sendFailure } from './http/envelope';
import { registerRoutes } from './http/register-routes';
import { registerImageRoutes } from './images/image-routes';
import { PngCache } from './images/png-cache';
import { ROUTE_TABLE } from './route-table';

export interface ApiPluginOptions {
  db: Database;
  /** "Now" for sessions, rentals and signed URLs; tests pass a fixed clock. */
  clock?: () => Date;
  /** Production: unprefixed Secure cookies. */
  isProd?: boolean;
  /** Spec 9: prefix of cookie names outside production. Default 'local_'. */
  cookiePrefix?: string;
  /** HMAC key of page image URLs. Give every API process the same key; random when absent (one process only). */
  imageSigningKey?: string;
  /** The path the browser reaches this plugin under; URLs in answers start with it. Default '/api'. */
  publicPrefix?: string;
  /** When it answers true, every call except the status check answers 1098. */
  isMaintenance?: () => boolean;
  /** Bytes of rendered images kept in memory. Default 64 MiB. */
  imageCacheBytes?: number;
}

/** A parameter problem Fastify finds before our handler runs (body too large, bad content type, bad JSON). */
function clientErrorMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return null;
  const { statusCode } = error;
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) return null;
  return error instanceof Error ? error.message : 'invalid request';
}

/**
 * The whole API as a Fastify plugin. The one-port web server mounts it with
 * `app.register(apiPlugin, { prefix: '/api', db })`; `createApiServer` runs it alone.
 */
export const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (app, options) => {
  // The parent server may already parse form bodies; a second parser for one type throws.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(fastifyFormbody);

  const api: ApiContext = {
    db: options.db,
    clock: options.clock ?? (() => new Date()),
    isMaintenance: options.isMaintenance ?? (() => false),
    publicPrefix: (options.publicPrefix ?? '/api').replace(/\/$/, ''),
    imageSigningKey: options.imageSigningKey ?? randomBytes(32).toString('hex'),
    cookie: sessionCookieSettings(options.isProd ?? false, options.cookiePrefix ?? 'local_'),
    images: new PngCache(options.imageCacheBytes),
  };

  app.setErrorHandler((error, request, reply) => {
    const clientError = clientErrorMessage(error);
    if (clientError !== null) return sendFailure(reply, RESPONSE_CODES.PARAMETER_INVALID, clientError, 400);
    request.log.error({ err: error }, 'unexpected API error');
    return sendFailure(reply, RESPONSE_CODES.SERVER_ERROR, 'server error');
  });
  app.setNotFoundHandler((_request, reply) => sendFailure(reply, RESPONSE_CODES.PARAMETER_INVALID, 'no such API call', 404));

  registerRoutes(app, api, ROUTE_TABLE);
  registerImageRoutes(app, api);
};

export interface ApiServerOptions extends ApiPluginOptions {
  /** Fastify's own options (logger...). Default: logger at 'info' level. */
  fastify?: FastifyServerOptions;
  /** Mount point; default '/api', like the one-port web server. */
  prefix?: string;
}

/** A standalone Fastify instance serving the API under `prefix` (for `npm start -w api` and tests). */
export async function createApiServer(options: ApiServerOptions): Promise<FastifyInstance> {
  const { fastify: fastifyOptions, prefix = '/api', ...pluginOptions } = options;
  const app = Fastify(fastifyOptions ?? { logger: { level: 'info' } });
  await app.register(apiPlugin, { ...pluginOptions, prefix, publicPrefix: pluginOptions.publicPrefix ?? prefix });
  return app;
}
