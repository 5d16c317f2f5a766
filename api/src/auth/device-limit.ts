import { createHash } from 'node:crypto';
import { DEVICE_CONNECTION_LIMIT, RESPONSE_CODES } from '@ciao/shared/contracts';
import type { Queryable } from '../db/database';
import { ApiFailure } from '../http/api-failure';
import { createSession } from './sessions';

/**
 * A web browser has no device id, so a device is one browser on one network: logging in
 * again from it reuses its place among the account's devices instead of taking another.
 */
export function deviceKeyOf(userAgent: string | undefined, clientIp: string): string {
  return createHash('sha256')
    .update(`${userAgent ?? ''}\n${clientIp}`)
    .digest('hex');
}

/**
 * Starts a session unless the account already has DEVICE_CONNECTION_LIMIT other devices
 * with live sessions (2003: log out elsewhere). Run inside a transaction that locked the
 * account row, so two logins at once cannot both take the last place.
 */
export async function createSessionWithinLimit(
  tx: Queryable,
  accountId: number,
  now: Date,
  clientIp: string,
  deviceKey: string,
): Promise<{ token: string; expiresAt: Date }> {
  const [row] = await tx.query<{ devices: number }>(
    `select count(distinct device_key)::int as devices from sessions
      where account_id = $1 and expires_at > $2 and device_key is distinct from $3`,
    [accountId, now, deviceKey],
  );
  if ((row?.devices ?? 0) >= DEVICE_CONNECTION_LIMIT) {
    throw new ApiFailure(RESPONSE_CODES.DEVICE_OVER_LIMIT, 'device connection over limit: log out on another device');
  }
  return createSession(tx, accountId, now, clientIp, deviceKey);
}
