import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

export const SESSION_LIFETIME_MS = 30 * 86_400_000;

/** A signed-in reader, as loaded from their session. */
export interface Reader {
  account_id: number;
  user_id: string;
  email: string;
  nickname: string;
  birthday: string;
  gender: number;
  /** sha256 of the session cookie, to end exactly this session at logout. */
  token_hash: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session; returns the raw token for the cookie (only its hash is stored). */
export async function createSession(
  db: Queryable,
  accountId: number,
  now: Date,
  clientIp: string,
  /** The browser-and-network the session belongs to, for the device limit (auth/device-limit.ts). */
  deviceKey: string | null = null,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  // Expired sessions of this reader are dropped here, so the table cannot grow forever.
  await db.query('delete from sessions where account_id = $1 and expires_at <= $2', [accountId, now]);
  await db.query(
    'insert into sessions (token_hash, account_id, created_at, expires_at, client_ip, device_key) values ($1, $2, $3, $4, $5, $6)',
    [hashToken(token), accountId, now, expiresAt, clientIp, deviceKey],
  );
  return { token, expiresAt };
}

export async function findReader(db: Queryable, token: string | undefined, now: Date): Promise<Reader | null> {
  if (!token || token.length > 128) return null;
  const tokenHash = hashToken(token);
  const [row] = await db.query<Omit<Reader, 'token_hash'>>(
    `select a.account_id, a.user_id, a.email, a.nickname, a.birthday, a.gender
       from sessions s join accounts a on a.account_id = s.account_id
      where s.token_hash = $1 and s.expires_at > $2 and a.status = 'active'`,
    [tokenHash, now],
  );
  return row ? { ...row, token_hash: tokenHash } : null;
}

export async function deleteSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('delete from sessions where token_hash = $1', [tokenHash]);
}
