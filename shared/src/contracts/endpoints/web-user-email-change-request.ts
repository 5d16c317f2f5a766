import { commonParams, defineEndpoint } from '../endpoint';
import { z } from 'zod';
import { emailParam, mailedLinkAnswer } from './credential-params';

/**
 * POST /web/user/email/change/request: the signed-in reader's new email. Mails a single-use
 * link to /email/save at the NEW address (valid 24 hours; a newer request replaces it); the
 * email changes only when it is opened. Failures: 2005 not an email address; 2008 the
 * address is already an account's (the reader's own included); 1103 more than 3 requests
 * for one address within an hour.
 */
export const webUserEmailChangeRequest = defineEndpoint({
  method: 'POST',
  path: '/web/user/email/change/request',
  auth: 'required',
  params: () => z.object({ ...commonParams, email: emailParam() }),
  response: () => mailedLinkAnswer,
});
