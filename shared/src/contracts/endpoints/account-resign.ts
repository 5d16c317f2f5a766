import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';

/**
 * POST /account/resign: closes the signed-in reader's account (user_id must be theirs,
 * else 1001) and ends all its sessions. docs/product-rules.md §4: refused while a magazine subscription is
 * active (subscribed and not past its paid period) with 2009 and data
 * { reason: 'subscription_active' }: the reader cancels the subscription first.
 */
export const accountResign = defineEndpoint({
  method: 'POST',
  path: '/account/resign',
  auth: 'required',
  params: () => z.object({ ...commonParams, user_id: z.string().min(1).max(64) }),
  response: () => z.object({ code: z.literal(0) }),
});
