import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { mailedTokenParam } from './credential-params';

/**
 * POST /web/user/email/change: opens the mailed email-change link (it proves the reader
 * receives mail at the new address) and makes it the account's login email. Works from
 * any browser, signed in or not. Failures: 1101 unknown link; 2017 with data
 * { reason: 'expired' | 'used' } (used also when a newer mail replaced the link); 2008 the address became another account's meanwhile.
 */
export const webUserEmailChange = defineEndpoint({
  method: 'POST',
  path: '/web/user/email/change',
  auth: 'optional',
  params: () => z.object({ ...commonParams, token: mailedTokenParam() }),
  response: () => z.object({ code: z.literal(0), email: z.string() }),
});
