import type { Database, Queryable } from '../db/database';
import { buildCatalogue, type Catalogue } from '@ciao/demo-content';
import { ACCOUNT_FIXTURES, insertAccountFixtures } from './accounts/account-fixtures';
import { seedAdvertisements } from './catalogue/seed-advertisements';
import { seedCatalogueReading } from './catalogue/seed-catalogue-reading';
import { DEMO_READER, insertDemoReader } from './demo-reader';
import { insertWalletSeed } from './wallet/wallet-seed';
import { insertRows } from './insert-rows';

async function insertCatalogue(tx: Queryable, catalogue: Catalogue): Promise<void> {
  await insertRows(tx, 'authors', { author_id: 'integer', author_name: 'text' }, catalogue.authors);
  await insertRows(tx, 'genres', { genre_id: 'integer', genre_name: 'text', color: 'text' }, catalogue.genres);
  await insertRows(tx, 'tags', { tag_id: 'integer', tag_name: 'text' }, catalogue.tags);
  await insertRows(
    tx,
    'titles',
    {
      title_id: 'integer',
      title_name: 'text',
      author_id: 'integer',
      introduction_text: 'text',
      weekday: 'text',
      is_finished: 'boolean',
      rating_age: 'integer',
      color: 'text',
      ranking_score: 'integer',
      is_recommended: 'boolean',
      created_at: 'timestamptz',
      latest_update_at: 'timestamptz',
    },
    catalogue.titles,
  );
  const titleGenres = catalogue.titles.flatMap((title) =>
    title.genre_ids.map((genre_id, position) => ({ title_id: title.title_id, genre_id, position })),
  );
  await insertRows(tx, 'title_genres', { title_id: 'integer', genre_id: 'integer', position: 'integer' }, titleGenres);
  const titleTags = catalogue.titles.flatMap((title) =>
    title.tag_ids.map((tag_id, position) => ({ title_id: title.title_id, tag_id, position })),
  );
  await insertRows(tx, 'title_tags', { title_id: 'integer', tag_id: 'integer', position: 'integer' }, titleTags);
  await insertRows(
    tx,
    'episodes',
    {
      episode_id: 'integer',
      title_id: 'integer',
      episode_index: 'integer',
      episode_name: 'text',
      introduction_text: 'text',
      point: 'integer',
      start_time: 'timestamptz',
      scramble_seed: 'integer',
      page_count: 'integer',
    },
    catalogue.episodes,
  );
  await insertRows(
    tx,
    'episode_pages',
    { episode_id: 'integer', page_no: 'integer', width: 'integer', height: 'integer', recipe: 'jsonb' },
    catalogue.pages,
  );
}

export interface SeedResult {
  seeded: boolean;
  /** The parts inserted by this call, in order (empty when every part was already there). */
  parts: string[];
  titles: number;
  episodes: number;
  pages: number;
}

interface SeedPart {
  name: string;
  /** True when the part's own rows are there: a boolean SQL expression, cheap (one indexed lookup). */
  present: string;
  insert(tx: Queryable, catalogue: () => Catalogue, now: Date): Promise<void>;
}

/**
 * The seed in parts, in dependency order (the wallet needs the demo reader, ads need titles).
 * Each part runs when its own rows are missing, so a database seeded before a group added its
 * tables gets their rows at the next start, and nothing already there is inserted twice.
 */
const SEED_PARTS: readonly SeedPart[] = [
  { name: 'catalogue', present: 'exists (select 1 from titles)', insert: (tx, catalogue) => insertCatalogue(tx, catalogue()) },
  {
    name: 'catalogue-reading',
    present: 'exists (select 1 from magazine_categories)',
    insert: (tx, catalogue) => seedCatalogueReading(tx, catalogue()),
  },
  {
    name: 'demo-reader',
    present: `exists (select 1 from accounts where email = '${DEMO_READER.email}')`,
    insert: async (tx, _, now) => {
      await insertDemoReader(tx, now);
    },
  },
  {
    name: 'account-fixtures',
    present: `exists (select 1 from accounts where email = '${ACCOUNT_FIXTURES.minor.email}')`,
    insert: (tx, _, now) => insertAccountFixtures(tx, now),
  },
  { name: 'wallet', present: 'exists (select 1 from subscription_plans)', insert: (tx, _, now) => insertWalletSeed(tx, now) },
  { name: 'advertisements', present: 'exists (select 1 from advertisements)', insert: (tx) => seedAdvertisements(tx) },
];

async function missingParts(db: Queryable): Promise<SeedPart[]> {
  const [row] = await db.query<Record<string, boolean>>(
    `select ${SEED_PARTS.map((part, index) => `${part.present} as p${index}`).join(', ')}`,
  );
  return SEED_PARTS.filter((_, index) => row?.[`p${index}`] !== true);
}

/**
 * Seeds the parts that are missing (all of them on an empty database). When every part is
 * there this is one query, so every start after the first costs nothing.
 */
export async function seedDatabase(db: Database, options: { now?: Date } = {}): Promise<SeedResult> {
  const result: SeedResult = { seeded: false, parts: [], titles: 0, episodes: 0, pages: 0 };
  if ((await missingParts(db)).length === 0) return result;
  const now = options.now ?? new Date();
  let built: Catalogue | undefined;
  const catalogue = () => {
    built ??= buildCatalogue();
    return built;
  };
  await db.transaction(async (tx) => {
    // Two processes seeding one PostgreSQL at once: the second waits, then finds the parts there.
    await tx.query('lock table titles in exclusive mode');
    for (const part of await missingParts(tx)) {
      await part.insert(tx, catalogue, now);
      result.parts.push(part.name);
    }
  });
  result.seeded = result.parts.length > 0;
  if (result.parts.includes('catalogue') && built) {
    Object.assign(result, { titles: built.titles.length, episodes: built.episodes.length, pages: built.pages.length });
  }
  return result;
}
