import { rankingAll, recommendClick, recommendTitleList, webRankingGenre } from '@ciao/shared/contracts';
import type { Queryable } from '../../db/database';
import { parameterInvalid } from '../../http/api-failure';
import { defineRoute } from '../../http/define-route';
import { titleExists, titlesByIds } from '../../queries/titles';
import { titleNotFound } from '../../http/not-found';

const TOP_PREVIEW = 3;
const GENRE_TOP = 5;

interface RankingRow {
  ranking_id: number;
  ranking_name: string;
  ranking_type: 'daily' | 'weekly' | 'genre';
  genre_id: number | null;
  genre_name: string | null;
  total_count: number;
}

async function rankings(db: Queryable, where: string, params: unknown[]): Promise<RankingRow[]> {
  return db.query<RankingRow>(
    `select r.ranking_id, r.ranking_name, r.ranking_type, r.genre_id, g.genre_name,
            (select count(*)::int from ranking_entries e where e.ranking_id = r.ranking_id) as total_count
       from rankings r left join genres g on g.genre_id = r.genre_id ${where} order by r.position`,
    params,
  );
}

/** Ranked title summaries of each ranking, in A or B order, a page of them each. */
async function rankedTitles(db: Queryable, rankingIds: readonly number[], orderB: boolean, limit: number, offset: number, prefix: string) {
  const entries = await db.query<{ ranking_id: number; title_id: number; rank: number }>(
    `select ranking_id, title_id, rank from (
       select ranking_id, title_id, case when $2 then rank_b else rank_a end as rank from ranking_entries where ranking_id = any($1::int[])
     ) e where rank > $4 and rank <= $4 + $3 order by ranking_id, rank`,
    [rankingIds, orderB, limit, offset],
  );
  const titles = new Map(
    (await titlesByIds(db, [...new Set(entries.map((entry) => entry.title_id))], prefix)).map((title) => [title.title_id, title]),
  );
  return (rankingId: number) =>
    entries.flatMap((entry) => {
      const title = titles.get(entry.title_id);
      return entry.ranking_id === rankingId && title ? [{ ...title, rank: entry.rank }] : [];
    });
}

export const rankingAllRoute = defineRoute(rankingAll, async ({ params, api }) => {
  const rows =
    params.ranking_id === undefined
      ? await rankings(api.db, '', [])
      : await rankings(api.db, 'where r.ranking_id = $1', [params.ranking_id]);
  if (rows.length === 0) throw parameterInvalid('unknown ranking_id');
  const limit = params.is_top ? TOP_PREVIEW : params.limit;
  const offset = params.is_top ? 0 : params.offset;
  const titlesOf = await rankedTitles(
    api.db,
    rows.map((row) => row.ranking_id),
    params.ranking_ab === '1',
    limit,
    offset,
    api.publicPrefix,
  );
  return {
    ranking_list: rows.map((row) => ({
      ranking_id: row.ranking_id,
      ranking_name: row.ranking_name,
      ranking_type: row.ranking_type,
      genre_id: row.genre_id,
      total_count: row.total_count,
      title_list: titlesOf(row.ranking_id),
    })),
  };
});

export const webRankingGenreRoute = defineRoute(webRankingGenre, async ({ api }) => {
  const rows = await rankings(api.db, `where r.ranking_type = 'genre'`, []);
  const titlesOf = await rankedTitles(
    api.db,
    rows.map((row) => row.ranking_id),
    false,
    GENRE_TOP,
    0,
    api.publicPrefix,
  );
  return {
    genre_ranking_list: rows.map((row) => ({
      ranking_id: row.ranking_id,
      genre_id: row.genre_id ?? 0,
      genre_name: row.genre_name ?? row.ranking_name,
      title_list: titlesOf(row.ranking_id),
    })),
  };
});

export const recommendTitleListRoute = defineRoute(recommendTitleList, async ({ params, api }) => {
  const slots = await api.db.query<{ title_id: number }>('select title_id from recommend_slots where position = $1 order by sort_order', [
    params.position,
  ]);
  return {
    title_list: await titlesByIds(
      api.db,
      slots.map((slot) => slot.title_id),
      api.publicPrefix,
    ),
  };
});

/** Counted for visitors too (the account is kept when known); feeds the recommendation report. */
export const recommendClickRoute = defineRoute(recommendClick, async ({ params, api, reader }) => {
  if (!(await titleExists(api.db, params.title_id))) throw titleNotFound();
  await api.db.query('insert into recommend_clicks (title_id, account_id, clicked_at) values ($1, $2, $3)', [
    params.title_id,
    reader?.account_id ?? null,
    api.clock(),
  ]);
  return { title_id: params.title_id, recorded: true as const };
});
