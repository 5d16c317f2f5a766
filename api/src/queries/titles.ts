import type { Title, TitleSummary } from '@ciao/shared/contracts';
import type { Queryable } from '../db/database';
import { formatApiDateTime } from './api-date-time';
import { coverRectUrl, coverUrl } from './image-urls';

interface TitleRow {
  title_id: number;
  title_name: string;
  author_id: number;
  author_text: string;
  introduction_text: string;
  weekday: Title['weekday'];
  is_finished: boolean;
  rating_age: number;
  latest_update_at: Date;
  episode_id_list: number[];
  genre_id_list: number[];
}

/** Every column lists and title pages need, with the id lists as arrays. `where`/`order by` come after. */
const SELECT_TITLES = `
  select t.title_id, t.title_name, t.author_id, a.author_name as author_text, t.introduction_text,
         t.weekday, t.is_finished, t.rating_age, t.latest_update_at,
         array(select e.episode_id from episodes e where e.title_id = t.title_id order by e.episode_index) as episode_id_list,
         array(select g.genre_id from title_genres g where g.title_id = t.title_id order by g.position) as genre_id_list
    from titles t join authors a on a.author_id = t.author_id`;

function toSummary(row: TitleRow, prefix: string): TitleSummary {
  return {
    title_id: row.title_id,
    title_name: row.title_name,
    author_text: row.author_text,
    introduction_text: row.introduction_text,
    thumbnail_rect_image_url: coverRectUrl(prefix, row.title_id),
    episode_id_list: row.episode_id_list,
    genre_id_list: row.genre_id_list,
  };
}

function toTitle(row: TitleRow, prefix: string): Title {
  return {
    ...toSummary(row, prefix),
    thumbnail_image_url: coverUrl(prefix, row.title_id),
    author_id: row.author_id,
    rating_age: row.rating_age,
    weekday: row.weekday,
    is_finished: row.is_finished,
    latest_update_at: formatApiDateTime(row.latest_update_at),
  };
}

/** Titles by id, in the order asked; unknown ids are left out. */
export async function titlesByIds(db: Queryable, ids: readonly number[], prefix: string): Promise<Title[]> {
  const rows = await db.query<TitleRow>(`${SELECT_TITLES} where t.title_id = any($1::int[])`, [ids]);
  const byId = new Map(rows.map((row) => [row.title_id, row]));
  return [...new Set(ids)].flatMap((id) => {
    const row = byId.get(id);
    return row ? [toTitle(row, prefix)] : [];
  });
}

/**
 * Summaries for one top-page section. `filterAndOrder` is a fixed SQL fragment from the
 * section table in code (never from a request); the limit is a parameter.
 */
export async function titleSummaries(db: Queryable, filterAndOrder: string, limit: number, prefix: string): Promise<TitleSummary[]> {
  const rows = await db.query<TitleRow>(`${SELECT_TITLES} ${filterAndOrder} limit $1`, [limit]);
  return rows.map((row) => toSummary(row, prefix));
}

export async function titleExists(db: Queryable, titleId: number): Promise<boolean> {
  const rows = await db.query('select 1 from titles where title_id = $1', [titleId]);
  return rows.length > 0;
}
