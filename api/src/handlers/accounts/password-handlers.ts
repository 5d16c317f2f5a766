import { RESPONSE_CODES, webUserPasswordChange, webUserPasswordReset, webUserPasswordResetRequest } from '@ciao/shared/contracts';
import { assertNameNotLocked, loginThrottleKey } from '../../auth/login-throttle';
import { hashPassword, verifyPassword } from '../../auth/password';
import { ApiFailure } from '../../http/api-failure';
import { defineRoute } from '../../http/define-route';
import {
  accountByEmail,
  endSessions,
  lockAccount,
  markCredentialLinkUsed,
  replaceCredentialLink,
  savePasswordHash,
} from '../../queries/accounts/credential-links';
import { queueMail } from '../../queries/accounts/mail-outbox';
import { clearSessionCookie } from '../../auth/session-cookie';
import { passwordResetMail } from './credential-mails';
import { assertMailAllowed, mailedLinkAnswer, newMailedLink, openMailedLink } from './mailed-links';
import { assertValidEmail, assertValidPassword, normalizeText } from './signup-rules';

/**
 * POST /web/user/password/reset/request (contract: web-user-password-reset-request.ts).
 * Registered or not, the answer is the same code 0 with the same expiry; only an active
 * account is sent a mail.
 */
export const passwordResetRequestRoute = defineRoute(webUserPasswordResetRequest, async ({ params, api }) => {
  const email = normalizeText(params.email).toLowerCase();
  assertValidEmail(email);
  const now = api.clock();
  await assertMailAllowed(api, 'password_reset', email, now);
  const link = newMailedLink(now);
  const account = await accountByEmail(api.db, email);
  if (account?.status === 'active') {
    await api.db.transaction(async (tx) => {
      await replaceCredentialLink(tx, 'password_reset', {
        accountId: account.account_id,
        tokenHash: link.tokenHash,
        now,
        expiresAt: link.expiresAt,
      });
      await queueMail(tx, passwordResetMail(account.email, account.nickname, link.token, link.expiresAt, now));
    });
  }
  return mailedLinkAnswer(api, link.expiresAt);
});

/** POST /web/user/password/reset (contract: web-user-password-reset.ts). */
export const passwordResetRoute = defineRoute(webUserPasswordReset, async ({ params, api, reply, clientIp }) => {
  const now = api.clock();
  // The link first: an expired link says so before the reader fixes a password for nothing.
  await api.db.transaction((tx) => openMailedLink(tx, 'password_reset', params.token, now));
  assertValidPassword(params.password);
  // Hashing takes ~100 ms: done before the transaction so no lock is held meanwhile.
  const passwordHash = await hashPassword(params.password, { client: clientIp });
  const email = await api.db.transaction(async (tx) => {
    const link = await openMailedLink(tx, 'password_reset', params.token, now);
    const account = await lockAccount(tx, link.account_id);
    if (account?.status !== 'active') throw new ApiFailure(RESPONSE_CODES.WEB_TOKEN_INVALID, 'unknown link');
    await savePasswordHash(tx, account.account_id, passwordHash);
    await markCredentialLinkUsed(tx, 'password_reset', link.link_id, now);
    // Whoever knew the old password is signed out everywhere.
    await endSessions(tx, account.account_id);
    return account.email;
  });
  // A name locked by wrong guesses opens again for its owner, who proved the mailbox.
  await api.loginThrottle.succeeded(loginThrottleKey(email));
  clearSessionCookie(reply, api.cookie);
  return { code: 0 as const };
});

/** POST /web/user/password/change (contract: web-user-password-change.ts). */
export const passwordChangeRoute = defineRoute(webUserPasswordChange, async ({ params, api, requireReader, clientIp }) => {
  const reader = requireReader();
  const name = loginThrottleKey(reader.email);
  await assertNameNotLocked(api.loginThrottle, name, api.clock());
  const account = await accountByEmail(api.db, reader.email);
  if (!account || !(await verifyPassword(params.current_password, account.password_hash, clientIp))) {
    await api.loginThrottle.failed(name, api.clock());
    throw new ApiFailure(RESPONSE_CODES.USER_NOT_EXIST, 'the current password is wrong');
  }
  assertValidPassword(params.password);
  const passwordHash = await hashPassword(params.password, { client: clientIp });
  await api.db.transaction(async (tx) => {
    await savePasswordHash(tx, reader.account_id, passwordHash);
    // Other devices signed in with the old password end; this one goes on.
    await endSessions(tx, reader.account_id, reader.token_hash);
  });
  return { code: 0 as const };
});
