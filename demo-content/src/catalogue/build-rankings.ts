import type { Catalogue, SeedTitle } from './build-catalogue';
import type { Prng } from '../prng';

const RANKED_TITLES = 30;
const GENRE_RANKED_TITLES = 10;
export const GENRE_RANKING_ID_OFFSET = 100;

interface RankingRow {
  ranking_id: number;
  ranking_name: string;
  ranking_type: 'daily' | 'weekly' | 'genre';
  genre_id: number | null;
  position: number;
}

/**
 * Daily, weekly and one ranking per genre. The A order follows the score; the B order
 * (the ranking A/B test) boosts titles updated in the last week.
 */
export function buildRankings(prng: Prng, titles: readonly SeedTitle[], genres: Catalogue['genres'], baseTime: number) {
  const rankings: RankingRow[] = [
    { ranking_id: 1, ranking_name: 'デイリーランキング', ranking_type: 'daily', genre_id: null, position: 1 },
    { ranking_id: 2, ranking_name: '週間ランキング', ranking_type: 'weekly', genre_id: null, position: 2 },
  ];
  const entries: Array<{ ranking_id: number; title_id: number; rank_a: number; rank_b: number }> = [];
  const ranked = (ranking_id: number, scored: Array<{ title: SeedTitle; score: number }>, size: number) => {
    const top = [...scored].sort((a, b) => b.score - a.score || a.title.title_id - b.title.title_id).slice(0, size);
    const fresh = (title: SeedTitle) => (baseTime - Date.parse(title.latest_update_at) < 7 * 86_400_000 ? 1.5 : 1);
    const orderB = [...top].sort((a, b) => b.score * fresh(b.title) - a.score * fresh(a.title) || a.title.title_id - b.title.title_id);
    top.forEach((item, index) => {
      entries.push({ ranking_id, title_id: item.title.title_id, rank_a: index + 1, rank_b: orderB.indexOf(item) + 1 });
    });
  };
  ranked(
    1,
    titles.map((title) => ({ title, score: title.ranking_score * (0.6 + prng.next() * 0.8) })),
    RANKED_TITLES,
  );
  ranked(
    2,
    titles.map((title) => ({ title, score: title.ranking_score })),
    RANKED_TITLES,
  );
  genres.forEach((genre, index) => {
    const ranking_id = GENRE_RANKING_ID_OFFSET + genre.genre_id;
    rankings.push({
      ranking_id,
      ranking_name: `${genre.genre_name}ランキング`,
      ranking_type: 'genre',
      genre_id: genre.genre_id,
      position: 3 + index,
    });
    const inGenre = titles.filter((title) => title.genre_ids.includes(genre.genre_id));
    ranked(
      ranking_id,
      inGenre.map((title) => ({ title, score: title.ranking_score })),
      GENRE_RANKED_TITLES,
    );
  });
  return { rankings, entries };
}
