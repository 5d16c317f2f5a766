import { RESPONSE_CODES, webUserEmailChange, webUserEmailChangeRequest } from '@ciao/shared/contracts';
import { ApiFailure } from '../../http/api-failure';
import { defineRoute } from '../../http/define-route';
import { lockAccount, markCredentialLinkUsed, replaceCredentialLink, saveEmail } from '../../queries/accounts/credential-links';
import { queueMail } from '../../queries/accounts/mail-outbox';
import { isEmailOfAnAccount } from '../../queries/accounts/pending-registrations';
import { emailChangeMail } from './credential-mails';
import { assertMailAllowed, mailedLinkAnswer, newMailedLink, openMailedLink } from './mailed-links';
import { assertValidEmail, normalizeText } from './signup-rules';

/** POST /web/user/email/change/request (contract: web-user-email-change-request.ts). */
export const emailChangeRequestRoute = defineRoute(webUserEmailChangeRequest, async ({ params, api, requireReader }) => {
  const reader = requireReader();
  const email = normalizeText(params.email).toLowerCase();
  assertValidEmail(email);
  const now = api.clock();
  await assertMailAllowed(api, 'email_change', email, now);
  if (await isEmailOfAnAccount(api.db, email)) throw new ApiFailure(RESPONSE_CODES.EMAIL_USED, 'email used');
  const link = newMailedLink(now);
  await api.db.transaction(async (tx) => {
    await replaceCredentialLink(tx, 'email_change', {
      accountId: reader.account_id,
      tokenHash: link.tokenHash,
      now,
      expiresAt: link.expiresAt,
      newEmail: email,
    });
    await queueMail(tx, emailChangeMail(email, reader.nickname, link.token, link.expiresAt, now));
  });
  return mailedLinkAnswer(api, link.expiresAt);
});

/** POST /web/user/email/change (contract: web-user-email-change.ts). */
export const emailChangeRoute = defineRoute(webUserEmailChange, async ({ params, api }) => {
  const now = api.clock();
  const email = await api.db.transaction(async (tx) => {
    const link = await openMailedLink(tx, 'email_change', params.token, now);
    const account = await lockAccount(tx, link.account_id);
    if (account?.status !== 'active' || !link.new_email) throw new ApiFailure(RESPONSE_CODES.WEB_TOKEN_INVALID, 'unknown link');
    if (await isEmailOfAnAccount(tx, link.new_email)) throw new ApiFailure(RESPONSE_CODES.EMAIL_USED, 'email used');
    await saveEmail(tx, account.account_id, link.new_email);
    await markCredentialLinkUsed(tx, 'email_change', link.link_id, now);
    return link.new_email;
  });
  return { code: 0 as const, email };
});
