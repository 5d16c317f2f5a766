import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The web server's own calls for a page's first screen (ops/src/server/first-screen.ts): the site's
 * work, not the reader's, so they are not counted against the reader's rate limit (the web server
 * limits renders per address itself). Marked with a secret: one made when the process starts
 * (`npm start`, where the web server calls its API in-process), or INTERNAL_CALL_SECRET, the same
 * on every API process and web node when the nodes call the API over the network (production's
 * tier: ops/src/web-node.ts). nginx drops the header from readers (ops/nginx/ciao.conf.template).
 */
export const INTERNAL_CALL_HEADER = 'x-ciao-internal-call';
export const INTERNAL_CALL_SECRET_VARIABLE = 'INTERNAL_CALL_SECRET';
/** As long as the 32 random bytes in hex made otherwise: a shorter secret can be guessed. */
const MIN_SECRET_LENGTH = 32;

let secret = Buffer.from(randomBytes(32).toString('hex'));

/**
 * Takes INTERNAL_CALL_SECRET at start-up. `required`: a process whose partner runs apart (an API
 * process or a web node in production) stops here without it, rather than counting every first
 * screen against its reader. Unset and not required, the process keeps the secret it made.
 */
export function configureInternalCalls(env: NodeJS.ProcessEnv, { required }: { required: boolean }): void {
  const value = env[INTERNAL_CALL_SECRET_VARIABLE];
  if (value === undefined || value === '') {
    if (required)
      throw new Error(
        `${INTERNAL_CALL_SECRET_VARIABLE} must be set in production (the same long random secret on every API process and web node)`,
      );
    return;
  }
  if (value.length < MIN_SECRET_LENGTH)
    throw new Error(`${INTERNAL_CALL_SECRET_VARIABLE} is too short: at least ${MIN_SECRET_LENGTH} characters`);
  secret = Buffer.from(value);
}

/** The header a first screen's call carries. */
export const internalCallHeaders = (): Record<string, string> => ({ [INTERNAL_CALL_HEADER]: secret.toString() });

export function isInternalCall(request: FastifyRequest): boolean {
  const value = request.headers[INTERNAL_CALL_HEADER];
  if (typeof value !== 'string' || value.length !== secret.length) return false;
  return timingSafeEqual(Buffer.from(value), secret);
}
