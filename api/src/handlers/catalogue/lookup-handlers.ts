import { comicList, genreSearchList, keywordList, magazineCategoryList } from '@ciao/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { formatApiDateTime } from '../../queries/api-date-time';
import { coverUrl, genreImageUrl } from '../../queries/image-urls';
import { titleExists } from '../../queries/titles';
import { titleNotFound } from '../../http/not-found';

export const comicListRoute = defineRoute(comicList, async ({ params, api }) => {
  if (!(await titleExists(api.db, params.title_id))) throw titleNotFound();
  const rows = await api.db.query<{
    comic_id: number;
    title_id: number;
    volume: number;
    comic_name: string;
    isbn: string;
    price_yen: number;
    release_at: Date;
  }>(
    `select comic_id, title_id, volume, comic_name, isbn, price_yen, release_at from comics
      where title_id = $1 and release_at <= $2 order by volume`,
    [params.title_id, api.clock()],
  );
  return {
    comic_list: rows.map((row) => ({
      comic_id: row.comic_id,
      title_id: row.title_id,
      volume: row.volume,
      comic_name: row.comic_name,
      isbn: row.isbn,
      price: row.price_yen,
      release_date: formatApiDateTime(row.release_at),
      thumbnail_image_url: coverUrl(api.publicPrefix, row.title_id),
    })),
  };
});

export const genreSearchListRoute = defineRoute(genreSearchList, async ({ params, api }) => {
  const rows = await api.db.query<{ genre_id: number; genre_name: string; title_count: number }>(
    `select g.genre_id, g.genre_name, count(tg.title_id)::int as title_count
       from genres g left join title_genres tg on tg.genre_id = g.genre_id
      group by g.genre_id, g.genre_name
     having $1 = false or count(tg.title_id) > 0
      order by case when $1 then count(tg.title_id) else 0 end desc, g.genre_id`,
    [params.is_group],
  );
  return { genre_list: rows.map((row) => ({ ...row, image_url: genreImageUrl(api.publicPrefix, row.genre_id) })) };
});

export const keywordListRoute = defineRoute(keywordList, async ({ params, api }) => {
  const rows = await api.db.query<{ tag_id: number; tag_name: string; title_count: number }>(
    `select g.tag_id, g.tag_name, count(tt.title_id)::int as title_count
       from tags g left join title_tags tt on tt.tag_id = g.tag_id
      group by g.tag_id, g.tag_name
     having $1 = false or count(tt.title_id) > 0
      order by case when $1 then count(tt.title_id) else 0 end desc, g.tag_id
      limit $2 offset $3`,
    [params.is_group, params.limit, params.offset],
  );
  const [count] = await api.db.query<{ total: number }>(
    `select count(*)::int as total from tags g where $1 = false or exists (select 1 from title_tags tt where tt.tag_id = g.tag_id)`,
    [params.is_group],
  );
  return { tag_list: rows, total_count: count?.total ?? 0 };
});

export const magazineCategoryListRoute = defineRoute(magazineCategoryList, async ({ params, api }) => ({
  magazine_category_list: await api.db.query<{ magazine_category_id: number; magazine_category_name_text: string }>(
    `select magazine_category_id, magazine_category_name_text from magazine_categories
      order by position, magazine_category_id limit $1 offset $2`,
    [params.limit, params.offset],
  ),
}));
