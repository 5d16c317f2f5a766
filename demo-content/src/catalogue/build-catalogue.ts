import { makePageRecipe, PAGE_HEIGHT, PAGE_WIDTH, type PageRecipe } from '../drawing/page-recipe';
import { AUTHOR_NAMES, EPISODE_SUBTITLES, GENRES, HEROINES, HOOKS, SITUATIONS, TAG_NAMES, TITLE_NAMES } from './catalogue-words';
import { createPrng } from '../prng';

export const SEED_PRNG_SEED = 20_260_402;
/** The seed's "now": Monday 2026-11-16 00:00 JST. Fixed so the catalogue is identical on every run. */
export const SEED_BASE_TIME = Date.parse('2026-11-15T15:00:00Z');
export const FIRST_TITLE_ID = 101;
export const FREE_EPISODES_PER_TITLE = 3;

const DAY = 86_400_000;
const SERIAL_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
type Weekday = (typeof SERIAL_DAYS)[number] | 'finished' | 'oneshot';

export interface SeedTitle {
  title_id: number;
  title_name: string;
  author_id: number;
  introduction_text: string;
  weekday: Weekday;
  is_finished: boolean;
  rating_age: number;
  color: string;
  ranking_score: number;
  is_recommended: boolean;
  created_at: string;
  latest_update_at: string;
  genre_ids: number[];
  tag_ids: number[];
}

export interface SeedEpisode {
  episode_id: number;
  title_id: number;
  episode_index: number;
  episode_name: string;
  introduction_text: string;
  point: number;
  start_time: string;
  scramble_seed: number;
  page_count: number;
}

export interface SeedPage {
  episode_id: number;
  page_no: number;
  width: number;
  height: number;
  recipe: PageRecipe;
}

export interface Catalogue {
  authors: Array<{ author_id: number; author_name: string }>;
  genres: Array<{ genre_id: number; genre_name: string; color: string }>;
  tags: Array<{ tag_id: number; tag_name: string }>;
  titles: SeedTitle[];
  episodes: SeedEpisode[];
  pages: SeedPage[];
}

/** A pleasant, saturated colour from a hue, as '#rrggbb'. */
function hueColor(hue: number): string {
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = 0.62 - 0.34 * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** The weekday (0 = monday) of an instant in JST. */
function jstWeekday(at: number): number {
  return (new Date(at + 9 * 3_600_000).getUTCDay() + 6) % 7;
}

function weekdayOf(position: number): Weekday {
  // 28 serials (4 per weekday), then 8 finished series, then one-shot collections.
  if (position < 28) return SERIAL_DAYS[position % 7] ?? 'monday';
  return position < 36 ? 'finished' : 'oneshot';
}

/** The whole demo catalogue, computed from a fixed PRNG seed: same output on every run. */
export function buildCatalogue(): Catalogue {
  const prng = createPrng(SEED_PRNG_SEED);
  const authors = AUTHOR_NAMES.map((author_name, i) => ({ author_id: i + 1, author_name }));
  const genres = GENRES.map(([genre_name, color], i) => ({ genre_id: i + 1, genre_name, color }));
  const tags = TAG_NAMES.map((tag_name, i) => ({ tag_id: i + 1, tag_name }));
  const tagId = (name: string) => tags.findIndex((tag) => tag.tag_name === name) + 1;
  const titles: SeedTitle[] = [];
  const episodes: SeedEpisode[] = [];
  const pages: SeedPage[] = [];

  TITLE_NAMES.forEach((title_name, position) => {
    const title_id = FIRST_TITLE_ID + position;
    const weekday = weekdayOf(position);
    const color = hueColor((position * 137) % 360);
    const episodeCount = prng.int(10, 15);
    // Serials publish weekly on their day; finished series ended months ago; one-shots are scattered.
    let latest: number;
    if (weekday === 'finished') latest = SEED_BASE_TIME - prng.int(60, 400) * DAY;
    else if (weekday === 'oneshot') latest = SEED_BASE_TIME - prng.int(1, 30) * DAY;
    else latest = SEED_BASE_TIME - ((jstWeekday(SEED_BASE_TIME) - SERIAL_DAYS.indexOf(weekday) + 7) % 7) * DAY;
    const interval = weekday === 'oneshot' ? 14 * DAY : 7 * DAY;
    const firstStart = latest - (episodeCount - 1) * interval;
    const genreIds = prng.sample(
      genres.map((genre) => genre.genre_id),
      prng.int(1, 3),
    );
    const tagIds = prng.sample(
      tags.filter((tag) => tag.tag_name !== '完結済み' && tag.tag_name !== '読切').map((tag) => tag.tag_id),
      prng.int(2, 4),
    );
    if (weekday === 'finished') tagIds.push(tagId('完結済み'));
    if (weekday === 'oneshot') tagIds.push(tagId('読切'));

    titles.push({
      title_id,
      title_name,
      author_id: (position % authors.length) + 1,
      introduction_text: `${prng.pick(HEROINES)}は、${prng.pick(SITUATIONS)}…。${prng.pick(HOOKS)}`,
      weekday,
      is_finished: weekday === 'finished',
      rating_age: position % 13 === 12 ? 13 : 0,
      color,
      ranking_score: prng.int(1_000, 99_000),
      is_recommended: position % 5 === 2,
      created_at: new Date(firstStart).toISOString(),
      latest_update_at: new Date(latest).toISOString(),
      genre_ids: genreIds,
      tag_ids: tagIds,
    });

    for (let index = 1; index <= episodeCount; index += 1) {
      const episode_id = title_id * 100 + index;
      const pageCount = prng.int(6, 10);
      const label = weekday === 'oneshot' ? `読切 その${index}` : `第${index}話`;
      episodes.push({
        episode_id,
        title_id,
        episode_index: index,
        episode_name: `${label} ${EPISODE_SUBTITLES[(index - 1 + position) % EPISODE_SUBTITLES.length]}`,
        introduction_text: `「${title_name}」${label}。`,
        point: index <= FREE_EPISODES_PER_TITLE ? 0 : prng.pick([30, 40, 50, 60]),
        start_time: new Date(firstStart + (index - 1) * interval).toISOString(),
        scramble_seed: prng.int(1, 2_147_483_646),
        page_count: pageCount,
      });
      for (let page_no = 1; page_no <= pageCount; page_no += 1) {
        pages.push({
          episode_id,
          page_no,
          width: PAGE_WIDTH,
          height: PAGE_HEIGHT,
          recipe: makePageRecipe(prng, color, title_id, index, page_no),
        });
      }
    }
  });
  return { authors, genres, tags, titles, episodes, pages };
}
