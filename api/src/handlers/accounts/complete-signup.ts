import { type Account, RESPONSE_CODES } from '@ciao/shared/contracts';
import { deviceKeyOf } from '../../auth/device-limit';
import { setSessionCookie } from '../../auth/session-cookie';
import { createSession, hashToken } from '../../auth/sessions';
import type { LoginContext } from '../../auth/log-in';
import { ApiFailure } from '../../http/api-failure';
import { createAccountFrom } from '../../queries/accounts/create-account';
import { isEmailOfAnAccount, lockPendingRegistration, markRegistrationCompleted } from '../../queries/accounts/pending-registrations';

/**
 * Opens a mailed sign-up link: creates the account, marks the link used and signs the
 * reader in (docs/product-rules.md §4: completing sign-up sets the login flag). All or nothing.
 * 1101 unknown link; 2007 already used; 2017 older than 24 h; 2008 the email became an account meanwhile.
 */
export async function completeSignup(context: LoginContext, token: string): Promise<Account> {
  const { api } = context;
  const now = api.clock();
  const { account, session } = await api.db.transaction(async (tx) => {
    const registration = await lockPendingRegistration(tx, hashToken(token));
    if (!registration) throw new ApiFailure(RESPONSE_CODES.WEB_TOKEN_INVALID, 'unknown sign-up link');
    if (registration.completed_at) throw new ApiFailure(RESPONSE_CODES.ALREADY_REGISTERED, 'already registered: log in');
    if (registration.expires_at.getTime() <= now.getTime()) {
      throw new ApiFailure(RESPONSE_CODES.MODIFY_INVALID_TOKEN, 'the sign-up link has expired: sign up again');
    }
    if (await isEmailOfAnAccount(tx, registration.email)) throw new ApiFailure(RESPONSE_CODES.EMAIL_USED, 'email used');
    const created = await createAccountFrom(tx, registration, now);
    await markRegistrationCompleted(tx, registration.registration_id, created.account_id, now);
    // A new account has no other device, so the device limit cannot apply yet.
    const deviceKey = deviceKeyOf(context.request.headers['user-agent'], context.clientIp);
    return { account: created, session: await createSession(tx, created.account_id, now, context.clientIp, deviceKey) };
  });
  setSessionCookie(context.reply, api.cookie, session.token, session.expiresAt);
  return account;
}
