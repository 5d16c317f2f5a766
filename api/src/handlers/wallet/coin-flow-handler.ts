import { getAccountCoinFlow } from '@ciao/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { formatApiDateTime } from '../../queries/api-date-time';
import { coinLedger } from '../../queries/wallet/coin-ledger';

/** GET /account/coin/flow: the reader's coin ledger, newest first. */
export const accountCoinFlowRoute = defineRoute(getAccountCoinFlow, async ({ params, api, requireReader }) => {
  const { rows, total } = await coinLedger(api.db, requireReader().account_id, params.limit, params.offset);
  return {
    coin_flow_list: rows.map((row) => ({
      flow_id: row.flow_id,
      occurred_at: formatApiDateTime(row.occurred_at),
      reason: row.reason,
      amount: row.amount,
      balance_after: row.balance_after,
    })),
    total_count: total,
  };
});
