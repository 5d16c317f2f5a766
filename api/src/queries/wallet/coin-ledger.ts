import type { CoinReason } from '@ciao/shared/contracts';
import type { Queryable } from '../../db/database';

/** Reasons a caller may give: opening_balance is written only by migration 042. */
export type CoinChangeReason = Exclude<CoinReason, 'opening_balance'>;

export interface CoinLedgerRow {
  flow_id: number;
  occurred_at: Date;
  reason: CoinReason;
  amount: number;
  balance_after: number;
}

/**
 * The one way to change a reader's coins: the balance and its ledger row in one statement,
 * so neither can exist without the other. A spend beyond the balance fails on
 * wallets' `coin >= 0` check and changes nothing. Returns the balance after.
 */
export async function changeCoins(db: Queryable, accountId: number, amount: number, reason: CoinChangeReason, at: Date): Promise<number> {
  const [row] = await db.query<{ balance_after: number }>(
    `with changed as (update wallets set coin = coin + $2 where account_id = $1 returning account_id, coin)
     insert into coin_ledger (account_id, occurred_at, reason, amount, balance_after)
       select account_id, $4::timestamptz, $3::text, $2, coin from changed
     returning balance_after`,
    [accountId, amount, reason, at],
  );
  if (!row) throw new Error(`no wallet for account ${accountId}`);
  return row.balance_after;
}

/** One page of a reader's coin ledger, newest first (same instant: the later row first), and how many in all. */
export async function coinLedger(
  db: Queryable,
  accountId: number,
  limit: number,
  offset: number,
): Promise<{ rows: CoinLedgerRow[]; total: number }> {
  const rows = await db.query<CoinLedgerRow>(
    `select ledger_id::int as flow_id, occurred_at, reason, amount, balance_after from coin_ledger
      where account_id = $1 order by occurred_at desc, ledger_id desc limit $2 offset $3`,
    [accountId, limit, offset],
  );
  const [count] = await db.query<{ total: number }>('select count(*)::int as total from coin_ledger where account_id = $1', [accountId]);
  return { rows, total: count?.total ?? 0 };
}
