import { Redis } from 'ioredis';

/**
 * A short-lived cache of answers that are the same for every visitor. Each entry lives at
 * most `ttlMs` from the moment it was computed, so a cached answer is never older than that
 * (the bound each caller states). Within one process concurrent misses share one computation,
 * so a burst after expiry costs one database round, not one per request.
 */
export interface ShortCache {
  remember<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Runs each key's computation at most once at a time in this process. */
function singleFlight() {
  const pending = new Map<string, Promise<unknown>>();
  return <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const running = pending.get(key) as Promise<T> | undefined;
    if (running) return running;
    const started = work().finally(() => pending.delete(key));
    pending.set(key, started);
    return started;
  };
}

/** One process's entries: right for a single API process (npm start). */
export function memoryShortCache(now: () => number = Date.now): ShortCache {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  const once = singleFlight();
  return {
    async remember<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value as T;
      return once(key, async () => {
        const value = await compute();
        entries.set(key, { value, expiresAt: now() + ttlMs });
        return value;
      });
    },
    async close() {
      entries.clear();
    },
  };
}

/**
 * Entries in Redis (JSON, expiring by PX), so every API process behind the load balancer
 * shares one computation per `ttlMs`. When Redis does not answer, the answer is computed
 * from the database: an outage of the cache must not become an outage of the page.
 */
export function redisShortCache(redisUrl: string): ShortCache {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false });
  // Errors surface on the calls themselves; without a listener ioredis prints each reconnect failure.
  redis.on('error', () => undefined);
  const once = singleFlight();
  const redisKey = (key: string) => `ciao:short-cache:${key}`;
  return {
    async remember<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> {
      return once(key, async () => {
        const stored = await redis.get(redisKey(key)).catch(() => null);
        if (stored !== null) return JSON.parse(stored) as T;
        const value = await compute();
        await redis.set(redisKey(key), JSON.stringify(value), 'PX', ttlMs).catch(() => undefined);
        return value;
      });
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Redis when a URL is given (REDIS_URL), in-process otherwise. */
export function createShortCache(redisUrl: string | undefined): ShortCache {
  return redisUrl ? redisShortCache(redisUrl) : memoryShortCache();
}
