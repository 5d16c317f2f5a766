import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { pagingParams } from './wallet-params';
import { lazySchema } from '../lazy-schema';

/**
 * Why points moved: every reason the API writes into the point ledger (wallet_adjustment:
 * points put into a wallet directly, by the seed or an operator). The API's grants and spends
 * take only these; a screen names each, and shows a reason it does not know (one a newer API
 * wrote) as "other", which is why the wire field stays a string.
 */
export const POINT_REASONS = [
  'episode_purchase',
  'gift_code',
  'login_bonus',
  'point_present',
  'point_purchase',
  'subscription_signup',
  'wallet_adjustment',
] as const;
export type PointReason = (typeof POINT_REASONS)[number];

/** One point movement: grants positive, spends negative (paid and free parts apart). */
export const pointFlowSchema = lazySchema(() =>
  z.object({
    flow_id: z.number().int(),
    /** YYYY-MM-DDTHH:mm:ss in the configured offset. */
    occurred_at: z.string(),
    /** One of POINT_REASONS. */
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
