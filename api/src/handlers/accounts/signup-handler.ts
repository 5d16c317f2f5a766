import { randomBytes } from 'node:crypto';
import { RESPONSE_CODES, SIGNUP_LINK_LIFETIME_MS, webUserSignup } from '@ciao/shared/contracts';
import { hashPassword } from '../../auth/password';
import { hashToken } from '../../auth/sessions';
import { ApiFailure } from '../../http/api-failure';
import { defineRoute } from '../../http/define-route';
import { formatApiDateTime } from '../../queries/api-date-time';
import { queueMail } from '../../queries/accounts/mail-outbox';
import { isEmailOfAnAccount, replacePendingRegistration } from '../../queries/accounts/pending-registrations';
import { confirmationMail } from './confirmation-mail';
import { assertMailAllowed } from './mailed-links';
import { assertValidEmail, assertValidPassword, normalizeText, signupConsents } from './signup-rules';

/**
 * POST /web/user/signup: validate, store the pending registration, mail the 24 h link (contract: web-user-signup.ts).
 * At most CREDENTIAL_MAILS_PER_HOUR mails per address an hour (1103 past them).
 */
export const signupRoute = defineRoute(webUserSignup, async ({ params, api, clientIp }) => {
  const email = normalizeText(params.email).toLowerCase();
  assertValidEmail(email);
  assertValidPassword(params.password);
  const now = api.clock();
  const consents = signupConsents(params.birthday, now, params.agree_terms_of_service ?? false, params.agree_privacy_policy ?? false);
  const nickname = normalizeText(params.name);
  if (nickname.length === 0) throw new ApiFailure(RESPONSE_CODES.PARAMETER_INVALID, 'invalid param name: empty');
  if (await isEmailOfAnAccount(api.db, email)) throw new ApiFailure(RESPONSE_CODES.EMAIL_USED, 'email used');
  // Limited per address like the password-reset mail: nobody can fill a stranger's mailbox.
  await assertMailAllowed(api, 'signup', email, now);

  // Hashing takes ~100 ms: done before the transaction so no lock is held meanwhile.
  const passwordHash = await hashPassword(params.password, { client: clientIp });
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SIGNUP_LINK_LIFETIME_MS);
  await api.db.transaction(async (tx) => {
    if (await isEmailOfAnAccount(tx, email)) throw new ApiFailure(RESPONSE_CODES.EMAIL_USED, 'email used');
    const registration = { email, password_hash: passwordHash, nickname, birthday: params.birthday, gender: params.sex, ...consents };
    await replacePendingRegistration(tx, registration, hashToken(token), now, expiresAt);
    await queueMail(tx, confirmationMail(email, token, expiresAt, now));
  });
  return {
    code: 0 as const,
    expires_at: formatApiDateTime(expiresAt),
    ...(api.devOutboxUrl ? { dev_outbox_url: api.devOutboxUrl } : {}),
  };
});
