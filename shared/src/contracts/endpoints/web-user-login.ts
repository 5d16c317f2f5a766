import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { accountSchema } from '../entities';

/**
 * POST /web/user/login: sets the httpOnly session cookie. Answers code 0 on success
 * (spec 7); failures answer their section 8 response_code (2000 wrong email or password...).
 */
export const webUserLogin = defineEndpoint({
  method: 'POST',
  path: '/web/user/login',
  auth: 'optional',
  params: () => z.object({ ...commonParams, email: z.string().min(1).max(254), password: z.string().min(1).max(128) }),
  response: () => z.object({ code: z.literal(0), account: accountSchema }),
});
