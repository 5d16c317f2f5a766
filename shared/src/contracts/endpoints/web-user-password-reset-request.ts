import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { emailParam, mailedLinkAnswer } from './credential-params';

/**
 * POST /web/user/password/reset/request (the ID host's password pre-reset page, built here):
 * mails a single-use link to /password/reset valid 24 hours when the email belongs to an
 * active account; a newer request replaces the older link. The answer is the same whether or
 * not the email is registered, so nobody learns who is. Failures: 2005 not an email address;
 * 1103 more than 3 requests for one address within an hour (counted for any address).
 */
export const webUserPasswordResetRequest = defineEndpoint({
  method: 'POST',
  path: '/web/user/password/reset/request',
  auth: 'optional',
  params: () => z.object({ ...commonParams, email: emailParam() }),
  response: () => mailedLinkAnswer,
});
