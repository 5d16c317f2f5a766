import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiter, RateLimitVerdict } from './rate-limit';

/**
 * Counts one call of a client: its verdict, or null when there is no limit to tell about (none
 * set, or the limiter failed). A limiter that fails (Redis down) lets the call through and logs
 * it: losing the limiter must not take the site down with it.
 */
export function rateLimitGate(limiter: RateLimiter | null): (client: string, log: FastifyBaseLogger) => Promise<RateLimitVerdict | null> {
  if (!limiter) return async () => null;
  return async (client, log) => {
    try {
      return await limiter.hit(client);
    } catch (error) {
      log.warn({ err: error }, 'rate limiter unavailable; call let through');
      return null;
    }
  };
}
