import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { pagingParams } from './wallet-params';
import { lazySchema } from '../lazy-schema';

/** One point movement: grants positive, spends negative (paid and free parts apart). */
export const pointFlowSchema = lazySchema(() =>
  z.object({
    flow_id: z.number().int(),
    /** YYYY-MM-DDTHH:mm:ss in the configured offset. */
    occurred_at: z.string(),
    /** episode_purchase, gift_code, login_bonus, point_present, subscription_signup, wallet_adjustment... */
    reason: z.string(),
    paid_point: z.number().int(),
    free_point: z.number().int(),
    episode_id: z.number().int().nullable(),
  }),
);

/** GET /account/point/flow: the reader's point ledger, newest first. */
export const getAccountPointFlow = defineEndpoint({
  method: 'GET',
  path: '/account/point/flow',
  auth: 'required',
  params: () => z.object({ ...commonParams, ...pagingParams }),
  response: () => z.object({ point_flow_list: z.array(pointFlowSchema), total_count: z.number().int().min(0) }),
});
