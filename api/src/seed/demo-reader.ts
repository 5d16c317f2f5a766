import { createHash } from 'node:crypto';
import { hashPassword } from '../auth/password';
import type { Queryable } from '../db/database';
import { FIRST_TITLE_ID } from './build-catalogue';
import { RENTAL_MS } from '../queries/wallet/wallet-time';

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
  /** Episodes 4 and 5 of the first title are bought; episode 6 is rented (72 h from seeding). */
  purchased_episode_ids: [FIRST_TITLE_ID * 100 + 4, FIRST_TITLE_ID * 100 + 5],
  rented_episode_id: FIRST_TITLE_ID * 100 + 6,
} as const;

const SUBSCRIPTION_MS = 30 * 86_400_000;

/**
 * Inserts the demo reader. Rental and subscription expiry are relative to `now` (the
 * seeding instant): a fixed date would have expired by the time someone runs the demo.
 */
export async function insertDemoReader(tx: Queryable, now: Date): Promise<number> {
  // A fixed salt keeps the seed byte-for-byte repeatable; real sign-ups get random salts.
  const salt = createHash('sha256').update(DEMO_READER.email).digest().subarray(0, 16);
  const passwordHash = await hashPassword(DEMO_READER.password, salt);
  const [row] = await tx.query<{ account_id: number }>(
    `insert into accounts (user_id, email, nickname, birthday, gender, password_hash, created_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning account_id`,
    [DEMO_READER.user_id, DEMO_READER.email, DEMO_READER.nickname, DEMO_READER.birthday, DEMO_READER.gender, passwordHash, now],
  );
  if (!row) throw new Error('demo reader insert returned nothing');
  const accountId = row.account_id;
  await tx.query('insert into wallets (account_id, paid_point, free_point, coin) values ($1, $2, $3, $4)', [
    accountId,
    DEMO_READER.paid_point,
    DEMO_READER.free_point,
    DEMO_READER.coin,
  ]);
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
