import type { Queryable } from '../../db/database';
import { normaliseSearchText, sqlNormalised } from './search-text';

export interface TitleSearch {
  keyword?: string;
  genreId?: number;
  tagId?: number;
  magazineCategoryId?: number;
  author?: string;
  sort: 'update' | 'new' | 'popular' | 'name';
  limit: number;
  offset: number;
}

/** Fixed orderings: the request picks a key, never SQL. */
const ORDER_BY: Record<TitleSearch['sort'], string> = {
  update: 't.latest_update_at desc, t.title_id',
  new: 't.created_at desc, t.title_id',
  popular: 't.ranking_score desc, t.title_id',
  name: 't.title_name, t.title_id',
};

/**
 * Title ids matching every given filter, in the chosen order, and how many match in all.
 * Texts are matched with strpos on normalised text, so %, _ and \ in a keyword are plain
 * characters (no LIKE pattern is ever built from input). Every value is a parameter.
 */
export async function searchTitleIds(db: Queryable, search: TitleSearch): Promise<{ ids: number[]; total: number }> {
  const keyword = search.keyword ? normaliseSearchText(search.keyword) : '';
  const author = search.author ? normaliseSearchText(search.author) : '';
  const rows = await db.query<{ title_id: number; total: number }>(
    `select t.title_id, count(*) over ()::int as total
       from titles t join authors a on a.author_id = t.author_id
      where ($1 = '' or strpos(${sqlNormalised('t.title_name')}, $1) > 0
                     or strpos(${sqlNormalised('a.author_name')}, $1) > 0
                     or exists (select 1 from title_tags tt join tags g on g.tag_id = tt.tag_id
                                 where tt.title_id = t.title_id and strpos(${sqlNormalised('g.tag_name')}, $1) > 0))
        and ($2 = '' or strpos(${sqlNormalised('a.author_name')}, $2) > 0)
        and ($3::int is null or exists (select 1 from title_genres tg where tg.title_id = t.title_id and tg.genre_id = $3))
        and ($4::int is null or exists (select 1 from title_tags tt where tt.title_id = t.title_id and tt.tag_id = $4))
        and ($5::int is null or exists (select 1 from title_magazine_categories mc where mc.title_id = t.title_id and mc.magazine_category_id = $5))
      order by ${ORDER_BY[search.sort]}
      limit $6 offset $7`,
    [keyword, author, search.genreId ?? null, search.tagId ?? null, search.magazineCategoryId ?? null, search.limit, search.offset],
  );
  if (rows.length > 0) return { ids: rows.map((row) => row.title_id), total: rows[0]?.total ?? 0 };
  // An offset past the end returns no rows (and so no window count): count separately.
  if (search.offset === 0) return { ids: [], total: 0 };
  const counted = await searchTitleIds(db, { ...search, offset: 0, limit: 1 });
  return { ids: [], total: counted.total };
}
