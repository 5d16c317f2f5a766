import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { accountSchema } from '../entities';

/**
 * GET /account/profile: what the settings page shows of the signed-in reader (the ID host's
 * profile page, built here): the account and the mail opt-out (/my/setting/optOut).
 */
export const getAccountProfile = defineEndpoint({
  method: 'GET',
  path: '/account/profile',
  auth: 'required',
  params: () => z.object({ ...commonParams }),
  response: () => z.object({ account: accountSchema, mail_opt_out: z.boolean() }),
});
