import { Redis } from 'ioredis';

/** Fixed window: at most `max` calls per client in each `windowMs` slice of time. */
export interface RateLimitSettings {
  max: number;
  windowMs: number;
}

/** One counted call: within the limit or not, and what the RateLimit headers tell the client. */
export interface RateLimitVerdict {
  allowed: boolean;
  limit: number;
  /** Calls left in this window (0 once over). */
  remaining: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetMs: number;
}

/** Counts one call of a client; answers whether it is still within the limit. */
export interface RateLimiter {
  hit(client: string): Promise<RateLimitVerdict>;
  close(): Promise<void>;
}

function verdictOf(count: number, settings: RateLimitSettings, at: number): RateLimitVerdict {
  return {
    allowed: count <= settings.max,
    limit: settings.max,
    remaining: Math.max(0, settings.max - count),
    resetMs: settings.windowMs - (at % settings.windowMs),
  };
}

/**
 * Generous defaults: a reader paging through a comic sends a few calls a second, a page
 * load about ten; 600 a minute is far above that and far below a scraper's pace.
 */
export const DEFAULT_RATE_LIMIT: RateLimitSettings = { max: 600, windowMs: 60_000 };

function positiveInt(text: string | undefined, name: string): number | undefined {
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got ${text}`);
  return value;
}

/**
 * Images (`/image/*`) have a limit of their own: a page of covers is dozens of images, which the
 * call limit must not pay for, and an uncached drawing costs 40-90 ms of a drawing thread, which a
 * client asking without end must not have. 1200 a minute is 20 a second: a reader paging through an
 * episode or scrolling the catalogue stays far below it.
 */
export const DEFAULT_IMAGE_RATE_LIMIT: RateLimitSettings = { max: 1200, windowMs: 60_000 };

/** `<prefix>_MAX` and `<prefix>_WINDOW_MS` (RATE_LIMIT_*, IMAGE_RATE_LIMIT_*), each falling back to `defaults`. */
function settingsFromEnv(env: NodeJS.ProcessEnv, prefix: string, defaults: RateLimitSettings): RateLimitSettings {
  return {
    max: positiveInt(env[`${prefix}_MAX`], `${prefix}_MAX`) ?? defaults.max,
    windowMs: positiveInt(env[`${prefix}_WINDOW_MS`], `${prefix}_WINDOW_MS`) ?? defaults.windowMs,
  };
}

/** RATE_LIMIT_MAX and RATE_LIMIT_WINDOW_MS, each falling back to the default. */
export function rateLimitSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimitSettings {
  return settingsFromEnv(env, 'RATE_LIMIT', DEFAULT_RATE_LIMIT);
}

/** IMAGE_RATE_LIMIT_MAX and IMAGE_RATE_LIMIT_WINDOW_MS, each falling back to DEFAULT_IMAGE_RATE_LIMIT. */
export function imageRateLimitSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimitSettings {
  return settingsFromEnv(env, 'IMAGE_RATE_LIMIT', DEFAULT_IMAGE_RATE_LIMIT);
}

/** One process's counters: right for a single API process (npm start). */
export function memoryRateLimiter(settings: RateLimitSettings, now: () => number = Date.now): RateLimiter {
  let window = -1;
  let counts = new Map<string, number>();
  return {
    async hit(client) {
      const at = now();
      const current = Math.floor(at / settings.windowMs);
      // A new window forgets every old count at once, so the map never outgrows one window's clients.
      if (current !== window) {
        window = current;
        counts = new Map();
      }
      const count = (counts.get(client) ?? 0) + 1;
      counts.set(client, count);
      return verdictOf(count, settings, at);
    },
    async close() {
      counts.clear();
    },
  };
}

/**
 * Counters in Redis, so every API process behind the load balancer enforces one limit per
 * client. INCR and PEXPIRE go in one MULTI: a key never lives without its expiry. When Redis
 * does not answer the call is let through (logged by the caller): an outage of the limiter
 * must not become an outage of the site.
 */
export function redisRateLimiter(
  settings: RateLimitSettings,
  redisUrl: string,
  now: () => number = Date.now,
  keyPrefix = 'ciao:rate',
): RateLimiter {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false });
  // Errors surface on the calls themselves; without a listener ioredis prints each reconnect failure.
  redis.on('error', () => undefined);
  return {
    async hit(client) {
      const at = now();
      const window = Math.floor(at / settings.windowMs);
      const key = `${keyPrefix}:${window}:${client}`;
      const results = await redis.multi().incr(key).pexpire(key, settings.windowMs).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      return verdictOf(count, settings, at);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Redis when a URL is given (REDIS_URL), in-process otherwise; `keyPrefix` keeps one limit's counts from another's in Redis. */
export function createRateLimiter(settings: RateLimitSettings, redisUrl: string | undefined, keyPrefix?: string): RateLimiter {
  return redisUrl ? redisRateLimiter(settings, redisUrl, Date.now, keyPrefix) : memoryRateLimiter(settings);
}
