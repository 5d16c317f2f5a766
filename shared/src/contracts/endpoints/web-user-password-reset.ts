import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { mailedTokenParam, newPasswordParam } from './credential-params';

/**
 * POST /web/user/password/reset: the mailed link's token and the new password (docs/product-rules.md §5's
 * sign-up rules). Saves it, uses the link up and ends every session of the account (the
 * reader logs in again with the new password). Failures: 1101 unknown link; 2017 with
 * data { reason: 'expired' | 'used' } (used also when a newer mail replaced the link); 2006 with data { reason: PasswordProblem }
 * (the link stays usable).
 */
export const webUserPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/web/user/password/reset',
  auth: 'optional',
  params: () => z.object({ ...commonParams, token: mailedTokenParam(), password: newPasswordParam() }),
  response: () => z.object({ code: z.literal(0) }),
});
