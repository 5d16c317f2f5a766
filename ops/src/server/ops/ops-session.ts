import { createHmac, timingSafeEqual } from 'node:crypto';

/** The console's own cookie: never the reader's session, scoped to /ops, not sent cross-site. */
export const OPS_SESSION_COOKIE = 'ciao_ops_session';
export const OPS_SESSION_HOURS = 8;

const signature = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** `<user>.<expiry ms>.<hmac>`: checked by any web node holding the key, no session table needed. */
export function signOpsSession(key: string, user: string, now: Date): string {
  const payload = `${Buffer.from(user).toString('base64url')}.${now.getTime() + OPS_SESSION_HOURS * 3_600_000}`;
  return `${payload}.${signature(key, payload)}`;
}

/** The signed-in ops user, or null for a missing, forged or expired cookie. */
export function verifyOpsSession(key: string, token: string | undefined, now: Date): string | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [user, expiry, mac] = parts as [string, string, string];
  const expected = Buffer.from(signature(key, `${user}.${expiry}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (!(Number(expiry) > now.getTime())) return null;
  return Buffer.from(user, 'base64url').toString();
}

export function opsSessionCookie(token: string, options: { secure: boolean; clear?: boolean }): string {
  return [
    `${OPS_SESSION_COOKIE}=${options.clear ? '' : token}`,
    'Path=/ops',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${options.clear ? 0 : OPS_SESSION_HOURS * 3600}`,
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}
