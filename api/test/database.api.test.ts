import type { Database } from '../src/db/database';
import { listMigrations, migrate } from '../src/db/migrate';
import { buildCatalogue, FREE_EPISODES_PER_TITLE } from '@ciao/demo-content';
import { seedDatabase } from '../src/seed/seed';
import { openTestDatabase } from './support/test-database';

let db: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ db, dispose } = await openTestDatabase());
});
afterAll(async () => {
  await dispose();
});

test('migrations are numbered, recorded, and applying them again changes nothing', async () => {
  const names = listMigrations();
  expect(names[0]).toMatch(/^001-/);
  const recorded = await db.query<{ name: string }>('select name from schema_migrations order by name');
  expect(recorded.map((row) => row.name)).toEqual(names);
  expect(await migrate(db)).toEqual([]);
});

test('seeding a database that has titles does nothing', async () => {
  const before = await db.query<{ count: number }>('select count(*)::int as count from episodes');
  expect(await seedDatabase(db)).toMatchObject({ seeded: false });
  expect(await db.query('select count(*)::int as count from episodes')).toEqual(before);
});

test('the catalogue is the same on every build and is what the database holds', async () => {
  const first = buildCatalogue();
  expect(buildCatalogue()).toEqual(first);
  const titles = await db.query<{ title_id: number; title_name: string }>('select title_id, title_name from titles order by title_id');
  expect(titles).toEqual(first.titles.map(({ title_id, title_name }) => ({ title_id, title_name })));
  const [pages] = await db.query<{ count: number }>('select count(*)::int as count from episode_pages');
  expect(pages?.count).toBe(first.pages.length);
});

test('the catalogue has 40+ titles over every weekday, finished and one-shot, each with 10+ episodes, the first three free', () => {
  const { titles, episodes } = buildCatalogue();
  expect(titles.length).toBeGreaterThanOrEqual(40);
  expect(new Set(titles.map((title) => title.weekday))).toEqual(
    new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'finished', 'oneshot']),
  );
  for (const title of titles) {
    const own = episodes.filter((episode) => episode.title_id === title.title_id);
    expect(own.length).toBeGreaterThanOrEqual(10);
    for (const episode of own) {
      if (episode.episode_index <= FREE_EPISODES_PER_TITLE) expect(episode.point).toBe(0);
      else expect(episode.point).toBeGreaterThanOrEqual(30);
    }
  }
});
