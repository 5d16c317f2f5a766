import type { Database, Queryable } from '../db/database';
import { buildCatalogue, type Catalogue } from './build-catalogue';
import { insertDemoReader } from './demo-reader';
import { insertAccountFixtures } from './accounts/account-fixtures';
import { insertWalletSeed } from './wallet/wallet-seed';
import { seedCatalogueReading } from './catalogue/seed-catalogue-reading';

/** Inserts many rows in one statement: the rows travel as one jsonb parameter. */
async function insertRows(tx: Queryable, table: string, columns: Record<string, string>, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const definitions = names.map((name) => `${name} ${columns[name]}`).join(', ');
  await tx.query(
    `insert into ${table} (${names.join(', ')}) select ${names.join(', ')} from jsonb_to_recordset($1::jsonb) as r(${definitions})`,
    [JSON.stringify(rows)],
  );
}

async function insertCatalogue(tx: Queryable, catalogue: Catalogue): Promise<void> {
  await insertRows(tx, 'authors', { author_id: 'integer', author_name: 'text' }, catalogue.authors);
  await insertRows(tx, 'genres', { genre_id: 'integer', genre_name: 'text', color: 'text' }, catalogue.genres);
  await insertRows(tx, 'tags', { tag_id: 'integer', tag_name: 'text' }, catalogue.tags);
  await insertRows(
    tx,
    'titles',
    {
      title_id: 'integer', title_name: 'text', author_id: 'integer', introduction_text: 'text', weekday: 'text',
      is_finished: 'boolean', rating_age: 'integer', color: 'text', ranking_score: 'integer', is_recommended: 'boolean',
      created_at: 'timestamptz', latest_update_at: 'timestamptz',
    },
    catalogue.titles,
  );
  const titleGenres = catalogue.titles.flatMap((title) => title.genre_ids.map((genre_id, position) => ({ title_id: title.title_id, genre_id, position })));
  await insertRows(tx, 'title_genres', { title_id: 'integer', genre_id: 'integer', position: 'integer' }, titleGenres);
  const titleTags = catalogue.titles.flatMap((title) => title.tag_ids.map((tag_id, position) => ({ title_id: title.title_id, tag_id, position })));
  await insertRows(tx, 'title_tags', { title_id: 'integer', tag_id: 'integer', position: 'integer' }, titleTags);
  await insertRows(
    tx,
    'episodes',
    {
      episode_id: 'integer', title_id: 'integer', episode_index: 'integer', episode_name: 'text', introduction_text: 'text',
      point: 'integer', start_time: 'timestamptz', scramble_seed: 'integer', page_count: 'integer',
    },
    catalogue.episodes,
  );
  await insertRows(tx, 'episode_pages', { episode_id: 'integer', page_no: 'integer', width: 'integer', height: 'integer', recipe: 'jsonb' }, catalogue.pages);
}

export interface SeedResult {
  seeded: boolean;
  titles: number;
  episodes: number;
  pages: number;
}

/**
 * Seeds the demo catalogue and reader once: a database that already has titles is left
 * alone (one indexed lookup), so every start after the first costs nothing.
 */
export async function seedDatabase(db: Database, options: { now?: Date } = {}): Promise<SeedResult> {
  const [existing] = await db.query<{ present: boolean }>('select exists (select 1 from titles) as present');
  if (existing?.present) return { seeded: false, titles: 0, episodes: 0, pages: 0 };
  const catalogue = buildCatalogue();
  await db.transaction(async (tx) => {
    // Two processes seeding one PostgreSQL at once: the second waits, then sees the rows.
    await tx.query('lock table titles in exclusive mode');
    const [again] = await tx.query<{ present: boolean }>('select exists (select 1 from titles) as present');
    if (again?.present) return;
    await insertCatalogue(tx, catalogue);
    await seedCatalogueReading(tx, catalogue);
    await insertDemoReader(tx, options.now ?? new Date());
    await insertAccountFixtures(tx, options.now ?? new Date());
    await insertWalletSeed(tx, options.now ?? new Date());
  });
  return { seeded: true, titles: catalogue.titles.length, episodes: catalogue.episodes.length, pages: catalogue.pages.length };
}
