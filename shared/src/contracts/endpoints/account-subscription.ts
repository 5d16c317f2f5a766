import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { subscriptionSchema } from '../entities';

/** GET /account/subscription: the magazine subscription, or null when never subscribed. */
export const getAccountSubscription = defineEndpoint({
  method: 'GET',
  path: '/account/subscription',
  auth: 'required',
  params: z.object({ ...commonParams }),
  response: z.object({ subscription: subscriptionSchema.nullable() }),
});
