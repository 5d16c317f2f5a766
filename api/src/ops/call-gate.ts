import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiter } from './rate-limit';

/**
 * Whether a client may make one more call. A limiter that fails (Redis down) lets the call
 * through and logs it: losing the limiter must not take the site down with it.
 */
export function rateLimitGate(limiter: RateLimiter | null): (client: string, log: FastifyBaseLogger) => Promise<boolean> {
  if (!limiter) return async () => true;
  return async (client, log) => {
    try {
      return await limiter.hit(client);
    } catch (error) {
      log.warn({ err: error }, 'rate limiter unavailable; call let through');
      return true;
    }
  };
}
