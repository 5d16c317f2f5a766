import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { readSessionCookie } from '../auth/session-cookie';
import { findReader, hashToken } from '../auth/sessions';
import type { ApiContext } from '../http/api-context';

/** Page URLs live 10 to 15 minutes: expiry is rounded up to 5 minutes so a page's URL stays the same (and cacheable) for a while. */
const LIFETIME_SECONDS = 600;
const ROUNDING_SECONDS = 300;

/** `session` (the session cookie's hash) binds a URL to one reader's session; '' for a visitor's URL. */
function signature(key: string, resource: string, expires: number, session: string): string {
  return createHmac('sha256', key).update(`${resource}\n${expires}\n${session}`).digest('hex');
}

/**
 * `resource` is the path below the image route, e.g. `page/10101/1`. With `sessionHash` (the
 * reader's `token_hash`), the URL works only with that session's cookie (`s=1` says so), so a URL
 * copied out of a signed-in reader's page is useless to anyone else.
 */
export function signImageUrl(key: string, publicPrefix: string, resource: string, now: Date, sessionHash?: string): string {
  const expires = Math.ceil(now.getTime() / 1000 / ROUNDING_SECONDS) * ROUNDING_SECONDS + LIFETIME_SECONDS;
  const bound = sessionHash ? '&s=1' : '';
  return `${publicPrefix}/image/${resource}.png?exp=${expires}${bound}&sig=${signature(key, resource, expires, sessionHash ?? '')}`;
}

/**
 * True when `sig` was made with `key` for this resource and expiry (and, for a bound URL, for
 * `sessionHash`), and the expiry has not passed. `sessionHash` null: a bound URL without a session.
 */
export function verifyImageSignature(key: string, resource: string, exp: string, sig: string, now: Date, sessionHash = ''): boolean {
  if (!/^\d{1,12}$/.test(exp) || !/^[0-9a-f]{64}$/.test(sig)) return false;
  const expires = Number(exp);
  if (expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signature(key, resource, expires, sessionHash), 'hex');
  return timingSafeEqual(expected, Buffer.from(sig, 'hex'));
}

/**
 * The image routes' check of a signed page URL, with the session of the request for a bound one:
 * a session still live (not logged out, not expired, its account active), so a reader's page URLs
 * stop working with their session, not 10-15 minutes later.
 */
export async function verifyPageImageRequest(api: ApiContext, request: FastifyRequest, resource: string): Promise<boolean> {
  const { exp, sig, s } = request.query as Record<string, unknown>;
  if (typeof exp !== 'string' || typeof sig !== 'string') return false;
  if (s !== '1' && s !== undefined) return false;
  const token = s === '1' ? readSessionCookie(request, api.cookie) : undefined;
  if (s === '1' && !token) return false;
  if (!verifyImageSignature(api.imageSigningKey, resource, exp, sig, api.clock(), token ? hashToken(token) : '')) return false;
  // The signature first (no query for a forged URL), then the session it names.
  return token === undefined || (await findReader(api.db, token, api.clock())) !== null;
}
