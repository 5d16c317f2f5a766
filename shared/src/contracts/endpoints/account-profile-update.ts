import { z } from 'zod';
import { commonParams, defineEndpoint, intParam } from '../endpoint';
import { accountSchema } from '../entities';

/**
 * POST /account/profile: the signed-in reader's nickname and gender (1-4), the fields
 * sign-up asked that may change. The birthday cannot: it decides the age gate and the
 * consents (docs/product-rules.md §1, §6). The nickname is normalised like sign-up's (§5). Answers the
 * account as it is now.
 */
export const accountProfileUpdate = defineEndpoint({
  method: 'POST',
  path: '/account/profile',
  auth: 'required',
  params: () => z.object({ ...commonParams, name: z.string().trim().min(1).max(50), sex: intParam(1, 4) }),
  response: () => z.object({ code: z.literal(0), account: accountSchema }),
});
