import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { pointSchema } from '../entities';

/** GET /account/point: the reader's point balance (paid and free) and coin balance. */
export const getAccountPoint = defineEndpoint({
  method: 'GET',
  path: '/account/point',
  auth: 'required',
  params: () => z.object({ ...commonParams }),
  response: () => z.object({ point: pointSchema, coin: z.number().int().min(0) }),
});
