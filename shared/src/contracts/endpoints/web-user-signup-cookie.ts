import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { accountSchema } from '../entities';

/**
 * GET /web/user/signup/cookie: opens the mailed link's token, creates the account and
 * signs the reader in with the session cookie, like login (docs/product-rules.md §4). Failures:
 * 1101 unknown token; 2017 the link is older than 24 hours; 2007 the link was already
 * used (the sign-up is complete: log in instead); 2008 the email became an account since.
 */
export const webUserSignupCookie = defineEndpoint({
  method: 'GET',
  path: '/web/user/signup/cookie',
  auth: 'optional',
  params: () => z.object({ ...commonParams, token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'not a sign-up token') }),
  response: () => z.object({ code: z.literal(0), account: accountSchema }),
});
