import type { Queryable } from '../../db/database';

/**
 * Serialises every money operation of one reader: each of them locks the reader's wallet
 * row first (inside its transaction), so two purchases, redemptions or bonus receipts of
 * one reader run one after the other and each sees what the other wrote. A reader
 * without a wallet row (made by another path) gets an empty one.
 */
export async function lockWallet(tx: Queryable, accountId: number): Promise<void> {
  await tx.query('insert into wallets (account_id) values ($1) on conflict (account_id) do nothing', [accountId]);
  await tx.query('select account_id from wallets where account_id = $1 for update', [accountId]);
}
