import { randomBytes } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import { RESPONSE_CODES } from '@ciao/shared/contracts';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { sessionCookieSettings } from './auth/session-cookie';
import type { Database } from './db/database';
import type { ApiContext } from './http/api-context';
import { createLoginThrottle, type LoginThrottle } from './auth/login-throttle';
import { createGiftCodeThrottle, type GiftCodeThrottle } from './handlers/wallet/gift-code-throttle';
import { clientIpResolver, deniedRegionsFromEnv, regionRefusal, trustedProxiesFromEnv, trustedProxyList } from './http/client-ip';
import { sendFailure } from './http/envelope';
import { registerImageRoutes, registerRoutes } from './http/register-routes';
import { crossSiteGuard } from './http/cross-site-guard';
import { DEV_OUTBOX_PATH, registerDevOutbox } from './handlers/accounts/dev-outbox-page';
import { IMAGE_ROUTES } from './images/image-routes';
import { PngCache } from './images/png-cache';
import { createDrawingPool, drawingThreadsFromEnv } from './images/drawing-pool';
import { ROUTE_TABLE } from './route-table';
import { rateLimitGate } from './operation/call-gate';
import { maintenanceForcedByEnv, maintenanceSwitch } from './operation/maintenance';
import { createRateLimiter, imageRateLimitSettingsFromEnv, type RateLimiter, rateLimitSettingsFromEnv } from './operation/rate-limit';
import { REQUEST_ID_HEADER, requestIdServerOptions } from './operation/request-id';
import { createShortCache, type ShortCache } from './cache/short-cache';
import { registerAnswerCompression } from './http/answer-compression';
import { type SmtpSettings, smtpSettingsFromEnv, startSmtpDelivery } from './mail/smtp-delivery';
import { fieldTelemetrySettingsFromEnv, registerFieldBeaconRoute } from './handlers/field-beacon-route';

export interface ApiPluginOptions {
  db: Database;
  /** "Now" for sessions, rentals and signed URLs; tests pass a fixed clock. */
  clock?: () => Date;
  /** Production: unprefixed Secure cookies. */
  isProd?: boolean;
  /** docs/product-rules.md §9: prefix of cookie names outside production. Default 'local_'. */
  cookiePrefix?: string;
  /** HMAC key of page image URLs. Give every API process the same key; random when absent (one process only). */
  imageSigningKey?: string;
  /** The path the browser reaches this plugin under; URLs in answers start with it. Default '/api'. */
  publicPrefix?: string;
  /**
   * When it answers true, every call whose endpoint does not opt out answers 1098. Default: the
   * `ops_flags` row (npm run api:maintenance), cached 2 s, or always on with env MAINTENANCE=1.
   */
  isMaintenance?: () => boolean | Promise<boolean>;
  /**
   * Per-client call limit (1103 beyond it). Default: env RATE_LIMIT_MAX / RATE_LIMIT_WINDOW_MS,
   * through Redis when env REDIS_URL is set; `false` turns it off (tests that send thousands of calls).
   */
  rateLimiter?: RateLimiter | false;
  /**
   * Per-client image limit (`/image/*`, 1103 with HTTP 429 beyond it). Default: env IMAGE_RATE_LIMIT_MAX /
   * IMAGE_RATE_LIMIT_WINDOW_MS (1200 a minute), through Redis when env REDIS_URL is set; `false` turns it off.
   */
  imageRateLimiter?: RateLimiter | false;
  /** Bytes of rendered images kept in memory. Default 64 MiB. */
  imageCacheBytes?: number;
  /** Threads drawing images. Default: env DRAWING_THREADS, else half the cores, at least one. */
  drawingThreads?: number;
  /**
   * Proxies (addresses or CIDR ranges) whose x-ciao-client-ip header names the client. Default: env
   * TRUSTED_PROXIES (comma separated), none when unset: the socket peer is the client.
   */
  trustedProxies?: readonly string[];
  /**
   * Regions (ISO 3166-1 alpha-2) whose readers every call refuses with 1097, read from the
   * x-ciao-client-region header a trusted proxy sets. Default: env DENIED_REGIONS (comma separated), none.
   */
  deniedRegions?: readonly string[];
  /** Development: serve the mail outbox to any peer, not only loopback. Default: env DEV_OUTBOX_PUBLIC=1. */
  devOutboxPublic?: boolean;
  /** Wrong-password lock per login name (5 free failures then 1 s doubling to 15 min). Default: through Redis when env REDIS_URL is set, else in-process. */
  loginThrottle?: LoginThrottle;
  /** Cache of visitor-independent answers (/web/top). Default: through Redis when env REDIS_URL is set, else in-process. */
  shortCache?: ShortCache;
  /**
   * Where the mail outbox is delivered. Default: env SMTP_URL, MAIL_FROM, SITE_URL (smtp-delivery.ts);
   * null (SMTP_URL unset) keeps mails in the outbox only, which development reads at /dev/outbox.
   */
  smtp?: SmtpSettings | null;
  /**
   * Field beacons a client may send (`false`: no limit) and how long field health is kept. Default: env
   * FIELD_BEACON_RATE_MAX per minute (30), through Redis with REDIS_URL; FIELD_HEALTH_RETENTION_HOURS (168).
   */
  fieldBeaconLimiter?: RateLimiter | false;
  fieldHealthRetentionHours?: number;
}

/** A parameter problem Fastify finds before our handler runs (body too large, bad content type, bad JSON). */
function clientErrorMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return null;
  const { statusCode } = error;
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) return null;
  return error instanceof Error ? error.message : 'invalid request';
}

/** A limiter the plugin makes for itself when none is given; it closes with the server. */
function ownLimiter(app: FastifyInstance, settings = rateLimitSettingsFromEnv(), keyPrefix?: string): RateLimiter {
  const limiter = createRateLimiter(settings, process.env.REDIS_URL, keyPrefix);
  app.addHook('onClose', () => limiter.close());
  return limiter;
}

/** The login throttle the plugin makes for itself when none is given; it closes with the server. */
function ownLoginThrottle(app: FastifyInstance): LoginThrottle {
  const throttle = createLoginThrottle(process.env.REDIS_URL);
  app.addHook('onClose', () => throttle.close());
  return throttle;
}

/** Wrong gift codes, through Redis when env REDIS_URL is set; it closes with the server. */
function ownGiftCodeThrottle(app: FastifyInstance): GiftCodeThrottle {
  const throttle = createGiftCodeThrottle(process.env.REDIS_URL);
  app.addHook('onClose', async () => {
    await Promise.all([throttle.perAccount.close(), throttle.perAddress.close()]);
  });
  return throttle;
}

/** The short cache the plugin makes for itself when none is given; it closes with the server. */
function ownShortCache(app: FastifyInstance): ShortCache {
  const cache = createShortCache(process.env.REDIS_URL);
  app.addHook('onClose', () => cache.close());
  return cache;
}

/**
 * The whole API as a Fastify plugin. The one-port web server mounts it with
 * `app.register(apiPlugin, { prefix: '/api', db })`; `createApiServer` runs it alone.
 */
export const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (app, options) => {
  // The parent server may already parse form bodies; a second parser for one type throws.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(fastifyFormbody);

  const publicPrefix = (options.publicPrefix ?? '/api').replace(/\/$/, '');
  const isTrustedProxy = trustedProxyList(options.trustedProxies ?? trustedProxiesFromEnv());
  const api: ApiContext = {
    db: options.db,
    clock: options.clock ?? (() => new Date()),
    isMaintenance: options.isMaintenance ?? maintenanceSwitch(options.db, { forced: maintenanceForcedByEnv() }),
    allowCall: rateLimitGate(options.rateLimiter === false ? null : (options.rateLimiter ?? ownLimiter(app))),
    allowImage: rateLimitGate(
      options.imageRateLimiter === false
        ? null
        : (options.imageRateLimiter ?? ownLimiter(app, imageRateLimitSettingsFromEnv(), 'ciao:image-rate')),
    ),
    publicPrefix,
    devOutboxUrl: options.isProd ? null : `${publicPrefix}${DEV_OUTBOX_PATH}`,
    imageSigningKey: options.imageSigningKey ?? randomBytes(32).toString('hex'),
    cookie: sessionCookieSettings(options.isProd ?? false, options.cookiePrefix ?? 'local_'),
    images: new PngCache(options.imageCacheBytes),
    drawings: createDrawingPool(options.drawingThreads ?? drawingThreadsFromEnv()),
    loginThrottle: options.loginThrottle ?? ownLoginThrottle(app),
    giftCodeThrottle: ownGiftCodeThrottle(app),
    clientIp: clientIpResolver(isTrustedProxy),
    isRegionDenied: regionRefusal(isTrustedProxy, options.deniedRegions ?? deniedRegionsFromEnv()),
    shortCache: options.shortCache ?? ownShortCache(app),
  };

  app.setErrorHandler((error, request, reply) => {
    const clientError = clientErrorMessage(error);
    if (clientError !== null) return sendFailure(reply, RESPONSE_CODES.PARAMETER_INVALID, clientError, 400);
    request.log.error({ err: error }, 'unexpected API error');
    return sendFailure(reply, RESPONSE_CODES.SERVER_ERROR, 'server error');
  });
  app.setNotFoundHandler((_request, reply) => sendFailure(reply, RESPONSE_CODES.PARAMETER_INVALID, 'no such API call', 404));

  // One id per request in every log line and in the answer, for matching a complaint to the logs.
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  const smtp = options.smtp === undefined ? smtpSettingsFromEnv() : options.smtp;
  if (smtp) {
    const delivery = startSmtpDelivery(options.db, smtp, { log: app.log, clock: api.clock });
    app.addHook('onClose', () => delivery.close());
  } else if (options.isProd) {
    app.log.warn('SMTP_URL is not set: mails stay in the mail_outbox table and nobody receives them');
  }

  // The drawing threads end with the API (a test's app, a server's shutdown).
  app.addHook('onClose', () => api.drawings.close());
  app.addHook('onRequest', crossSiteGuard);
  registerRoutes(app, api, ROUTE_TABLE);
  registerImageRoutes(app, api, IMAGE_ROUTES);
  const fieldSettings = fieldTelemetrySettingsFromEnv();
  let fieldLimiter: RateLimiter | null = null;
  if (options.fieldBeaconLimiter !== false) {
    fieldLimiter = options.fieldBeaconLimiter ?? createRateLimiter(fieldSettings.beaconRate, process.env.REDIS_URL);
    if (!options.fieldBeaconLimiter) app.addHook('onClose', () => fieldLimiter?.close());
  }
  registerFieldBeaconRoute(app, api, {
    beaconLimiter: fieldLimiter,
    retentionHours: options.fieldHealthRetentionHours ?? fieldSettings.retentionHours,
  });
  if (!options.isProd) registerDevOutbox(app, api, { public: options.devOutboxPublic ?? process.env.DEV_OUTBOX_PUBLIC === '1' });
};

export interface ApiServerOptions extends ApiPluginOptions {
  /** Fastify's own options (logger...), over the defaults: pino JSON logs at env LOG_LEVEL ('info'), request ids from `x-request-id`. */
  fastify?: FastifyServerOptions;
  /** Mount point; default '/api', like the one-port web server. */
  prefix?: string;
}

/** A standalone Fastify instance serving the API under `prefix` (for `npm start -w api` and tests). */
export async function createApiServer(options: ApiServerOptions): Promise<FastifyInstance> {
  const { fastify: fastifyOptions, prefix = '/api', ...pluginOptions } = options;
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, ...requestIdServerOptions(), ...fastifyOptions });
  await registerAnswerCompression(app);
  await app.register(apiPlugin, { ...pluginOptions, prefix, publicPrefix: pluginOptions.publicPrefix ?? prefix });
  return app;
}
