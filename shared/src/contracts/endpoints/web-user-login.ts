import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { accountSchema } from '../entities';
import { lazySchema } from '../lazy-schema';

/**
 * POST /web/user/login: sets the httpOnly session cookie. Answers code 0 on success
 * (docs/product-rules.md §7); failures answer their response_code of §8 (2000 wrong email or password...).
 * Too many wrong passwords for one email lock it for a while: 1103 with Retry-After and
 * `loginLockedSchema` data, for every email alike (registered or not).
 */
export const webUserLogin = defineEndpoint({
  method: 'POST',
  path: '/web/user/login',
  auth: 'optional',
  params: () => z.object({ ...commonParams, email: z.string().min(1).max(254), password: z.string().min(1).max(128) }),
  response: () => z.object({ code: z.literal(0), account: accountSchema }),
});

/** `data.reason` of a 1103 that answers a login name locked by wrong passwords. */
export const LOGIN_LOCKED_REASON = 'login_locked';

/** The data of that 1103: when the name may try again. */
export const loginLockedSchema = lazySchema(() =>
  z.object({ reason: z.literal(LOGIN_LOCKED_REASON), retry_after_seconds: z.number().int().positive() }),
);
