import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getAccountCoinFlow, getAccountPoint } from '@ciao/shared/contracts';
import { MIGRATIONS_DIR } from '../src/db/migrate';
import { changeCoins } from '../src/queries/wallet/coin-ledger';
import { DEMO_READER } from '../src/seed/demo-reader';
import { apiForThisFile, loginDemoReader } from './support/api-harness';
import { TEST_NOW } from './support/test-database';
import { newReader } from './wallet-readers';

const HOUR = 3_600_000;
const api = apiForThisFile();

async function coinFlow(session: string, params: { limit?: number; offset?: number } = {}) {
  const result = await api.call(getAccountCoinFlow, params, { session });
  expect(result.body.response_code).toBe(0);
  return getAccountCoinFlow.response.parse(result.body.data);
}

async function coinBalance(session: string): Promise<number> {
  return getAccountPoint.response.parse((await api.call(getAccountPoint, {}, { session })).body.data).coin;
}

test('GET /account/coin/flow: 2011 for visitors, an empty ledger for a reader whose coins never moved', async () => {
  expect((await api.call(getAccountCoinFlow, {})).body.response_code).toBe(2011);
  const reader = await newReader(api);
  expect(await coinFlow(reader.session)).toEqual({ coin_flow_list: [], total_count: 0 });
});

test("the demo reader's ledger: newest first, each balance the running sum, summing to the balance /account/point gives", async () => {
  const session = await loginDemoReader(api);
  const data = await coinFlow(session);
  expect(data.total_count).toBe(DEMO_READER.coin_history.length);
  expect(data.coin_flow_list.map((item) => [item.reason, item.amount])).toEqual(
    [...DEMO_READER.coin_history].reverse().map((movement) => [movement.reason, movement.amount]),
  );
  const oldestFirst = [...data.coin_flow_list].reverse();
  let running = 0;
  for (const item of oldestFirst) {
    running += item.amount;
    expect(item.balance_after).toBe(running);
  }
  const balance = await coinBalance(session);
  expect(balance).toBe(1200);
  expect(running).toBe(balance);
  expect(data.coin_flow_list[0]?.balance_after).toBe(balance);
  expect(data.coin_flow_list[0]?.occurred_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
});

test('paging: limit and offset walk the ledger without gaps or repeats, and past the end is empty', async () => {
  const session = await loginDemoReader(api);
  const all = await coinFlow(session);
  const pages = [
    await coinFlow(session, { limit: 3, offset: 0 }),
    await coinFlow(session, { limit: 3, offset: 3 }),
    await coinFlow(session, { limit: 3, offset: 6 }),
  ];
  expect(pages.map((page) => page.total_count)).toEqual([7, 7, 7]);
  expect(pages.map((page) => page.coin_flow_list.length)).toEqual([3, 3, 1]);
  expect(pages.flatMap((page) => page.coin_flow_list)).toEqual(all.coin_flow_list);
  expect((await coinFlow(session, { limit: 3, offset: 9 })).coin_flow_list).toEqual([]);
  expect((await api.call(getAccountCoinFlow, { limit: 0 }, { session })).body.response_code).toBe(1001);
  expect((await api.call(getAccountCoinFlow, { limit: 101 }, { session })).body.response_code).toBe(1001);
});

test('a coin change writes its ledger row with the balance; a spend beyond the balance changes neither', async () => {
  const reader = await newReader(api);
  expect(await changeCoins(api.db, reader.accountId, 300, 'charge', new Date(TEST_NOW.getTime() - 2 * HOUR))).toBe(300);
  expect(await changeCoins(api.db, reader.accountId, -120, 'use', new Date(TEST_NOW.getTime() - HOUR))).toBe(180);
  await expect(changeCoins(api.db, reader.accountId, -181, 'use', TEST_NOW)).rejects.toThrow();

  const data = await coinFlow(reader.session);
  expect(data.coin_flow_list.map((item) => [item.reason, item.amount, item.balance_after])).toEqual([
    ['use', -120, 180],
    ['charge', 300, 300],
  ]);
  expect(await coinBalance(reader.session)).toBe(180);
});

test('every account in the database: its coin ledger sums to its coin balance', async () => {
  const mismatches = await api.db.query<{ account_id: number }>(
    `select w.account_id from wallets w
      where w.coin <> coalesce((select sum(l.amount) from coin_ledger l where l.account_id = w.account_id), 0)`,
  );
  expect(mismatches).toEqual([]);
  const [demo] = await api.db.query<{ rows: number }>(
    `select count(*)::int as rows from coin_ledger l join accounts a using (account_id) where a.email = $1`,
    [DEMO_READER.email],
  );
  expect(demo?.rows).toBe(7);
});

test('migration 042 gives each balance held before the ledger one opening row, so its history sums to it', async () => {
  const reader = await newReader(api);
  const migration = readFileSync(path.join(MIGRATIONS_DIR, '042-coin-ledger.sql'), 'utf8');
  let opened: { email: string; reason: string; amount: number; balance_after: number }[] = [];
  // A database from before the ledger, replayed in a transaction that is rolled back.
  const replay = api.db.transaction(async (tx) => {
    await tx.exec('drop table coin_ledger');
    await tx.query('update wallets set coin = 50 where account_id = $1', [reader.accountId]);
    await tx.exec(migration);
    opened = await tx.query(
      `select a.email, l.reason, l.amount, l.balance_after from coin_ledger l join accounts a using (account_id)
        where a.email in ($1, (select email from accounts where account_id = $2)) order by l.amount desc`,
      [DEMO_READER.email, reader.accountId],
    );
    throw new Error('rolled back');
  });
  await expect(replay).rejects.toThrow('rolled back');
  expect(opened.map((row) => [row.email === DEMO_READER.email, row.reason, row.amount, row.balance_after])).toEqual([
    [true, 'opening_balance', 1200, 1200],
    [false, 'opening_balance', 50, 50],
  ]);
  expect(await coinFlow(reader.session)).toEqual({ coin_flow_list: [], total_count: 0 });
});
