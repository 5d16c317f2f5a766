import { z } from 'zod';
import { commonParams, defineEndpoint, flagParam } from '../endpoint';

/**
 * POST /account/mail/optout (docs/product-rules.md §2 /my/setting/optOut): whether the signed-in reader
 * declines the service's news mail. Account mail (links, password) is sent regardless.
 * Idempotent: answers the stored choice.
 */
export const accountMailOptOut = defineEndpoint({
  method: 'POST',
  path: '/account/mail/optout',
  auth: 'required',
  params: () => z.object({ ...commonParams, mail_opt_out: flagParam() }),
  response: () => z.object({ code: z.literal(0), mail_opt_out: z.boolean() }),
});
