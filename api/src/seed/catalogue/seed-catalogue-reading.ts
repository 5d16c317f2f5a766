import type { Queryable } from '../../db/database';
import {
  buildAuthorProfiles,
  buildComics,
  buildMagazines,
  buildRankings,
  buildTopics,
  type Catalogue,
  createPrng,
  MAGAZINE_CATEGORIES,
  SEED_BASE_TIME,
  type SeedTitle,
  TOPIC_CATEGORIES,
  TOPIC_TAGS,
} from '@ciao/demo-content';
import { insertRows } from '../insert-rows';

/** Its own PRNG stream, so adding this seed changes nothing in the base catalogue. */
const READING_SEED = 20_261_103;
/** 12 released issues (Dec 2025 .. Nov 2026) and the next one, not on sale yet at the seed's base time. */
export const MAGAZINE_ISSUES = 13;
const FIRST_RELEASE = { year: 2025, month: 12 };

const PAGE_COLUMNS = { page_no: 'integer', width: 'integer', height: 'integer', recipe: 'jsonb' };

/**
 * Magazine category of a title: one serial in three also runs in the printed magazine
 * (本誌, the /title/weekly 'magazine' list), the other serials are web originals (ちゃおプラス),
 * finished series and one-shots were collected in Deluxe.
 */
function titleCategories(title: SeedTitle, position: number): number[] {
  if (title.weekday === 'finished' || title.weekday === 'oneshot') return [2];
  return position % 3 === 0 ? [1] : [3];
}

/** Comics, magazines, rankings, recommendations and topics on top of the base catalogue (inside the seed transaction). */
export async function seedCatalogueReading(tx: Queryable, base: Catalogue): Promise<void> {
  const prng = createPrng(READING_SEED);
  const { titles, episodes } = base;
  await insertRows(
    tx,
    'comics',
    {
      comic_id: 'integer',
      title_id: 'integer',
      volume: 'integer',
      comic_name: 'text',
      isbn: 'text',
      price_yen: 'integer',
      release_at: 'timestamptz',
    },
    buildComics(titles, episodes, SEED_BASE_TIME),
  );

  await insertRows(
    tx,
    'magazine_categories',
    { magazine_category_id: 'integer', magazine_category_name_text: 'text', position: 'integer' },
    MAGAZINE_CATEGORIES,
  );
  await insertRows(
    tx,
    'title_magazine_categories',
    { title_id: 'integer', magazine_category_id: 'integer' },
    titles.flatMap((title, position) =>
      titleCategories(title, position).map((magazine_category_id) => ({ title_id: title.title_id, magazine_category_id })),
    ),
  );
  const magazines = buildMagazines(prng, MAGAZINE_ISSUES, FIRST_RELEASE);
  await insertRows(
    tx,
    'magazines',
    {
      magazine_id: 'integer',
      magazine_category_id: 'integer',
      magazine_name: 'text',
      introduction_text: 'text',
      color: 'text',
      price_yen: 'integer',
      is_free: 'boolean',
      release_at: 'timestamptz',
      scramble_seed: 'integer',
      page_count: 'integer',
    },
    magazines.magazines,
  );
  await insertRows(tx, 'magazine_pages', { magazine_id: 'integer', ...PAGE_COLUMNS }, magazines.pages);
  await insertRows(
    tx,
    'magazine_article_links',
    { magazine_id: 'integer', position: 'integer', magazine_type: 'text', article_name: 'text', url: 'text' },
    magazines.links,
  );

  const rankings = buildRankings(prng, titles, base.genres, SEED_BASE_TIME);
  await insertRows(
    tx,
    'rankings',
    { ranking_id: 'integer', ranking_name: 'text', ranking_type: 'text', genre_id: 'integer', position: 'integer' },
    rankings.rankings,
  );
  await insertRows(
    tx,
    'ranking_entries',
    { ranking_id: 'integer', title_id: 'integer', rank_a: 'integer', rank_b: 'integer' },
    rankings.entries,
  );

  // Position 1: top page, 2: title page, 3: end of the viewer.
  const recommendPool = prng.sample(
    base.titles.map((title) => title.title_id),
    16,
  );
  await insertRows(
    tx,
    'recommend_slots',
    { position: 'integer', sort_order: 'integer', title_id: 'integer' },
    recommendPool.map((title_id, index) => ({ position: index < 6 ? 1 : index < 12 ? 2 : 3, sort_order: index, title_id })),
  );

  await insertRows(tx, 'topic_categories', { category_id: 'integer', slug: 'text', name: 'text' }, TOPIC_CATEGORIES);
  await insertRows(tx, 'topic_tags', { tag_id: 'integer', slug: 'text', name: 'text' }, TOPIC_TAGS);
  const topics = buildTopics(prng, titles, base.authors, SEED_BASE_TIME);
  await insertRows(
    tx,
    'topics',
    {
      topic_id: 'integer',
      kind: 'text',
      slug: 'text',
      title: 'text',
      excerpt: 'text',
      content: 'text',
      category_id: 'integer',
      author_id: 'integer',
      title_id: 'integer',
      published_at: 'timestamptz',
    },
    topics.topics,
  );
  await insertRows(tx, 'topic_tag_links', { topic_id: 'integer', tag_id: 'integer' }, topics.links);
  await insertRows(
    tx,
    'author_profiles',
    { author_id: 'integer', profile_text: 'text', debut_year: 'integer' },
    buildAuthorProfiles(prng, base.authors),
  );
}
