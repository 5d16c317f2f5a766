import type { Database } from '../src/db/database';
import { seedDatabase } from '../src/seed/seed';
import { openTestDatabase, TEST_NOW } from './support/test-database';

let db: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ db, dispose } = await openTestDatabase());
});
afterAll(async () => {
  await dispose();
});

async function rowCounts(): Promise<Record<string, number>> {
  const tables = await db.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'schema_migrations' order by table_name",
  );
  const rows = await db.query<{ name: string; count: number }>(
    tables.map(({ table_name }) => `select '${table_name}' as name, count(*)::int as count from "${table_name}"`).join(' union all '),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.count]));
}

test('a fully seeded database: nothing to do', async () => {
  const before = await rowCounts();
  expect(await seedDatabase(db, { now: TEST_NOW })).toMatchObject({ seeded: false, parts: [] });
  expect(await rowCounts()).toEqual(before);
});

test('a database seeded before the wallet and ads tables existed gets just those parts, once', async () => {
  const full = await rowCounts();
  // What such a database looks like: the catalogue, readers and fixtures, empty wallet and ad tables.
  await db.exec(`
    delete from advertisement_events; delete from advertisements;
    delete from point_plan_members; delete from point_plans; delete from subscription_plans;
    delete from loginbonus_days; delete from loginbonus_campaigns; delete from gift_campaigns;
    delete from premium_tickets; delete from ticket_ledger where reason = 'seed';
  `);
  expect((await rowCounts()).advertisements).toBe(0);
  const result = await seedDatabase(db, { now: TEST_NOW });
  expect(result).toMatchObject({ seeded: true, parts: ['wallet', 'advertisements'], titles: 0 });
  expect(await rowCounts()).toEqual(full);
  expect(await seedDatabase(db, { now: TEST_NOW })).toMatchObject({ seeded: false, parts: [] });
  expect(await rowCounts()).toEqual(full);
});
