import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { pagingParams } from './wallet-params';
import { lazySchema } from '../lazy-schema';

/** Why coins moved; opening_balance: a balance held before the ledger was kept. */
export const coinReasonSchema = lazySchema(() => z.enum(['charge', 'use', 'grant', 'expiry', 'opening_balance']));
export type CoinReason = z.infer<typeof coinReasonSchema>;

/** One coin movement: charges and grants positive, uses and expiries negative. */
export const coinFlowSchema = lazySchema(() =>
  z.object({
    flow_id: z.number().int(),
    /** YYYY-MM-DDTHH:mm:ss in the configured offset. */
    occurred_at: z.string(),
    reason: coinReasonSchema,
    amount: z.number().int(),
    /** The coin balance right after this movement. */
    balance_after: z.number().int().min(0),
  }),
);

/**
 * GET /account/coin/flow: the reader's coin ledger, newest first, with paging (the local
 * stand-in of the payment host's /user/coin/history, docs/product-rules.md §7).
 */
export const getAccountCoinFlow = defineEndpoint({
  method: 'GET',
  path: '/account/coin/flow',
  auth: 'required',
  params: () => z.object({ ...commonParams, ...pagingParams }),
  response: () => z.object({ coin_flow_list: z.array(coinFlowSchema), total_count: z.number().int().min(0) }),
});
