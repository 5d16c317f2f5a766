import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';

/** POST /account/accesslog: records one visit of the signed-in reader (user_id must be theirs, else 1001). */
export const accountAccessLog = defineEndpoint({
  method: 'POST',
  path: '/account/accesslog',
  auth: 'required',
  params: () => z.object({ ...commonParams, user_id: z.string().min(1).max(64) }),
  response: () => z.object({ code: z.literal(0), accessed_at: z.string() }),
});
