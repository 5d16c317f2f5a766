import { accountAccessLog, accountResign, RESPONSE_CODES } from '@ciao/shared/contracts';
import { clearSessionCookie } from '../../auth/session-cookie';
import type { Reader } from '../../auth/sessions';
import { ApiFailure, parameterInvalid } from '../../http/api-failure';
import { defineRoute } from '../../http/define-route';
import { formatApiDateTime } from '../../queries/api-date-time';
import { hasActiveSubscription, recordAccess, resignAccount } from '../../queries/accounts/account-activity';

/** docs/product-rules.md §5: user_id is required, and a reader may act only on their own account. */
function assertOwnUserId(reader: Reader, userId: string): void {
  if (userId !== reader.user_id) throw parameterInvalid('user_id is not the signed-in user');
}

/** POST /account/accesslog (contract: account-access-log.ts). */
export const accessLogRoute = defineRoute(accountAccessLog, async ({ params, api, requireReader, clientIp }) => {
  const reader = requireReader();
  assertOwnUserId(reader, params.user_id);
  const now = api.clock();
  await recordAccess(api.db, reader.account_id, now, clientIp);
  return { code: 0 as const, accessed_at: formatApiDateTime(now) };
});

/** POST /account/resign (contract: account-resign.ts). */
export const resignRoute = defineRoute(accountResign, async ({ params, api, reply, requireReader }) => {
  const reader = requireReader();
  assertOwnUserId(reader, params.user_id);
  const now = api.clock();
  await api.db.transaction(async (tx) => {
    // The subscription row stays locked until the account is closed: a renewal cannot slip in between.
    if (await hasActiveSubscription(tx, reader.account_id, now)) {
      throw new ApiFailure(RESPONSE_CODES.SAVE_FAILED, 'cancel the magazine subscription before resigning', {
        reason: 'subscription_active',
      });
    }
    await resignAccount(tx, reader.account_id, now);
  });
  clearSessionCookie(reply, api.cookie);
  return { code: 0 as const };
});
