import { createHash } from 'node:crypto';
import { hashPassword } from '../auth/password';
import type { Queryable } from '../db/database';
import { FIRST_TITLE_ID } from '@ciao/demo-content';
import { RENTAL_MS } from '../queries/wallet/wallet-time';
import { changeCoins, type CoinChangeReason } from '../queries/wallet/coin-ledger';

/** The demo reader of the README and the browser tests (an adult, so login is offered). */
export const DEMO_READER = {
  email: 'reader@example.com',
  password: 'Comic-Reader-2026',
  user_id: 'ciao-reader-0001',
  nickname: 'よみこ',
  birthday: '1990-04',
  gender: 2,
  paid_point: 500,
  free_point: 200,
  coin: 1200,
  /** How the coins came (days before seeding, oldest first): the ledger sums to `coin`. */
  coin_history: [
    { days: 75, amount: 1000, reason: 'charge' },
    { days: 60, amount: 100, reason: 'grant' },
    { days: 45, amount: -300, reason: 'use' },
    { days: 30, amount: 500, reason: 'charge' },
    { days: 20, amount: -100, reason: 'expiry' },
    { days: 7, amount: -200, reason: 'use' },
    { days: 2, amount: 200, reason: 'grant' },
  ] satisfies readonly { days: number; amount: number; reason: CoinChangeReason }[],
  /** Episodes 4 and 5 of the first title are bought; episode 6 is rented (72 h from seeding). */
  purchased_episode_ids: [FIRST_TITLE_ID * 100 + 4, FIRST_TITLE_ID * 100 + 5],
  rented_episode_id: FIRST_TITLE_ID * 100 + 6,
} as const;

const DAY_MS = 86_400_000;
const SUBSCRIPTION_MS = 30 * DAY_MS;

/** The demo reader's coins, movement by movement, through the one function that changes coins. */
async function insertDemoCoins(tx: Queryable, accountId: number, now: Date): Promise<void> {
  let balance = 0;
  for (const { days, amount, reason } of DEMO_READER.coin_history) {
    balance = await changeCoins(tx, accountId, amount, reason, new Date(now.getTime() - days * DAY_MS));
  }
  if (balance !== DEMO_READER.coin) throw new Error(`demo coin history ends at ${balance}, not ${DEMO_READER.coin}`);
}

/**
 * Inserts the demo reader. Rental and subscription expiry are relative to `now` (the
 * seeding instant): a fixed date would have expired by the time someone runs the demo.
 */
export async function insertDemoReader(tx: Queryable, now: Date): Promise<number> {
  // A fixed salt keeps the seed byte-for-byte repeatable; real sign-ups get random salts.
  const salt = createHash('sha256').update(DEMO_READER.email).digest().subarray(0, 16);
  const passwordHash = await hashPassword(DEMO_READER.password, { salt });
  const [row] = await tx.query<{ account_id: number }>(
    `insert into accounts (user_id, email, nickname, birthday, gender, password_hash, created_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning account_id`,
    [DEMO_READER.user_id, DEMO_READER.email, DEMO_READER.nickname, DEMO_READER.birthday, DEMO_READER.gender, passwordHash, now],
  );
  if (!row) throw new Error('demo reader insert returned nothing');
  const accountId = row.account_id;
  await tx.query('insert into wallets (account_id, paid_point, free_point) values ($1, $2, $3)', [
    accountId,
    DEMO_READER.paid_point,
    DEMO_READER.free_point,
  ]);
  await insertDemoCoins(tx, accountId, now);
  for (const episodeId of DEMO_READER.purchased_episode_ids) {
    await tx.query(`insert into entitlements (account_id, episode_id, kind, created_at) values ($1, $2, 'purchase', $3)`, [
      accountId,
      episodeId,
      now,
    ]);
  }
  await tx.query(`insert into entitlements (account_id, episode_id, kind, created_at, expires_at) values ($1, $2, 'rental', $3, $4)`, [
    accountId,
    DEMO_READER.rented_episode_id,
    now,
    new Date(now.getTime() + RENTAL_MS),
  ]);
  await tx.query(`insert into subscriptions (account_id, is_subscribed, update_at, expires_at) values ($1, true, $2, $3)`, [
    accountId,
    now,
    new Date(now.getTime() + SUBSCRIPTION_MS),
  ]);
  return accountId;
}
