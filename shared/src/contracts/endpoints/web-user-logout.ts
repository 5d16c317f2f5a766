import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';

/** POST /web/user/logout: ends the session of target_user_id (must be the caller's own). */
export const webUserLogout = defineEndpoint({
  method: 'POST',
  path: '/web/user/logout',
  auth: 'required',
  params: () => z.object({ ...commonParams, target_user_id: z.string().min(1).max(64) }),
  response: () => z.object({ code: z.literal(0) }),
});
