import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { newPasswordParam } from './credential-params';

/**
 * POST /web/user/password/change: the signed-in reader's current password and a new one
 * (docs/product-rules.md §5's rules). Other sessions of the account end; this one stays. Failures: 2000 the
 * current password is wrong (counted like a wrong login: 1103 while the name is locked);
 * 2006 with data { reason: PasswordProblem }.
 */
export const webUserPasswordChange = defineEndpoint({
  method: 'POST',
  path: '/web/user/password/change',
  auth: 'required',
  params: () => z.object({ ...commonParams, current_password: z.string().min(1).max(128), password: newPasswordParam() }),
  response: () => z.object({ code: z.literal(0) }),
});
