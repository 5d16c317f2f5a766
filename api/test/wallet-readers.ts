import { createSession } from '../src/auth/sessions';
import type { Queryable } from '../src/db/database';
import type { Api } from './support/api-harness';
import { TEST_NOW } from './support/test-database';

let counter = 0;

export interface TestReader {
  accountId: number;
  session: string;
}

/**
 * A fresh reader with exactly the points asked (paid without expiry, free expiring at
 * `freeExpiresAt`), signed in by a session made directly: wallet tests need many readers
 * with known balances, not the sign-up flow.
 */
export async function newReader(api: Api, points: { paid?: number; free?: number; freeExpiresAt?: Date } = {}): Promise<TestReader> {
  counter += 1;
  const tag = `${process.pid}-${counter}`;
  const [account] = await api.db.query<{ account_id: number }>(
    `insert into accounts (user_id, email, nickname, birthday, gender, password_hash, created_at)
     select $1, $2, 'テスト', birthday, gender, password_hash, $3 from accounts where email = 'reader@example.com'
     returning account_id`,
    [`wallet-test-${tag}`, `wallet-${tag}@example.com`, TEST_NOW],
  );
  if (!account) throw new Error('test reader insert returned nothing');
  const accountId = account.account_id;
  await api.db.query('insert into wallets (account_id, paid_point) values ($1, $2)', [accountId, points.paid ?? 0]);
  if (points.free) await grantFree(api.db, accountId, points.free, points.freeExpiresAt ?? new Date(TEST_NOW.getTime() + 30 * 86_400_000));
  const { token } = await createSession(api.db, accountId, TEST_NOW, '127.0.0.1');
  return { accountId, session: token };
}

/** A new session of a test reader at another instant (sessions last 30 days). */
export async function sessionAt(db: Queryable, accountId: number, now: Date): Promise<string> {
  return (await createSession(db, accountId, now, '127.0.0.1')).token;
}

/** A free-point lot with its ledger row, as a gift would grant it. */
export async function grantFree(db: Queryable, accountId: number, amount: number, expiresAt: Date, grantedAt = TEST_NOW): Promise<void> {
  await db.query(
    `insert into point_lots (account_id, kind, granted_amount, amount_left, granted_at, expires_at, reason) values ($1, 'free', $2, $2, $3, $4, 'test')`,
    [accountId, amount, grantedAt, expiresAt],
  );
  await db.query(`insert into point_ledger (account_id, occurred_at, reason, paid_delta, free_delta) values ($1, $2, 'test', 0, $3)`, [
    accountId,
    grantedAt,
    amount,
  ]);
}

/** Ledger and lots agree (per kind, the ledger sums to what the lots hold) and no lot is negative. */
export async function expectLedgerConsistent(db: Queryable, accountId: number): Promise<void> {
  const [row] = await db.query<{ ledger_paid: number; ledger_free: number; lots_paid: number; lots_free: number; negative: number }>(
    `select (select coalesce(sum(paid_delta), 0)::int from point_ledger where account_id = $1) as ledger_paid,
            (select coalesce(sum(free_delta), 0)::int from point_ledger where account_id = $1) as ledger_free,
            (select coalesce(sum(amount_left), 0)::int from point_lots where account_id = $1 and kind = 'paid') as lots_paid,
            (select coalesce(sum(amount_left), 0)::int from point_lots where account_id = $1 and kind = 'free') as lots_free,
            (select count(*)::int from point_lots where account_id = $1 and amount_left < 0) as negative`,
    [accountId],
  );
  expect(row).toBeDefined();
  expect(row?.ledger_paid).toBe(row?.lots_paid);
  expect(row?.ledger_free).toBe(row?.lots_free);
  expect(row?.negative).toBe(0);
}

/** Paid episodes already out at TEST_NOW, all at one price. */
export async function episodesPriced(db: Queryable, price: number, count: number): Promise<number[]> {
  const rows = await db.query<{ episode_id: number }>(
    'select episode_id from episodes where point = $1 and start_time <= $2 order by episode_id limit $3',
    [price, TEST_NOW, count],
  );
  if (rows.length < count) throw new Error(`only ${rows.length} episodes priced ${price}`);
  return rows.map((row) => row.episode_id);
}
