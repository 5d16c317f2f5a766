import { createHmac, timingSafeEqual } from 'node:crypto';

/** Page URLs live 10 to 15 minutes: expiry is rounded up to 5 minutes so a page's URL stays the same (and cacheable) for a while. */
const LIFETIME_SECONDS = 600;
const ROUNDING_SECONDS = 300;

function signature(key: string, resource: string, expires: number): string {
  return createHmac('sha256', key).update(`${resource}\n${expires}`).digest('hex');
}

/** `resource` is the path below the image route, e.g. `page/10101/1`. */
export function signImageUrl(key: string, publicPrefix: string, resource: string, now: Date): string {
  const expires = Math.ceil(now.getTime() / 1000 / ROUNDING_SECONDS) * ROUNDING_SECONDS + LIFETIME_SECONDS;
  return `${publicPrefix}/image/${resource}.png?exp=${expires}&sig=${signature(key, resource, expires)}`;
}

/** True when `sig` was made with `key` for this resource and expiry, and the expiry has not passed. */
export function verifyImageSignature(key: string, resource: string, exp: string, sig: string, now: Date): boolean {
  if (!/^\d{1,12}$/.test(exp) || !/^[0-9a-f]{64}$/.test(sig)) return false;
  const expires = Number(exp);
  if (expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signature(key, resource, expires), 'hex');
  return timingSafeEqual(expected, Buffer.from(sig, 'hex'));
}
