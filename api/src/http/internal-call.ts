import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The web server's own calls, made in-process for a page's first screen (ops/src/server/first-screen.ts):
 * the site's work, not the reader's, so they are not counted against the reader's rate limit (the web
 * server limits renders per address itself). Marked with a secret made when this process starts,
 * which no caller outside the process can know.
 */
export const INTERNAL_CALL_HEADER = 'x-ciao-internal-call';
const SECRET = Buffer.from(randomBytes(32).toString('hex'));

/** The header an in-process call carries. */
export const internalCallHeaders = (): Record<string, string> => ({ [INTERNAL_CALL_HEADER]: SECRET.toString() });

export function isInternalCall(request: FastifyRequest): boolean {
  const value = request.headers[INTERNAL_CALL_HEADER];
  if (typeof value !== 'string' || value.length !== SECRET.length) return false;
  return timingSafeEqual(Buffer.from(value), SECRET);
}
