import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { accountSchema } from '../entities';

/**
 * GET /account: the signed-in account, or null for a visitor. The navigation guard
 * compares it with the local login flag (docs/product-rules.md §4: account_id 0 or null is no account).
 */
export const getAccount = defineEndpoint({
  method: 'GET',
  path: '/account',
  auth: 'optional',
  params: () => z.object({ ...commonParams }),
  response: () => z.object({ account: accountSchema.nullable() }),
});
