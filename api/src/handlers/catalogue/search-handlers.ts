import { RESPONSE_CODES, searchTitle, titleWeekly, WEEKLY_KEYS } from '@ciao/shared/contracts';
import { ApiFailure } from '../../http/api-failure';
import { defineRoute } from '../../http/define-route';
import { searchTitleIds } from '../../queries/catalogue/search-titles';
import { titlesByIds } from '../../queries/titles';

export const searchTitleRoute = defineRoute(searchTitle, async ({ params, api }) => {
  const { ids, total } = await searchTitleIds(api.db, {
    ...(params.keyword !== undefined && { keyword: params.keyword }),
    ...(params.author !== undefined && { author: params.author }),
    ...(params.genre_id !== undefined && { genreId: params.genre_id }),
    ...(params.tag_id !== undefined && { tagId: params.tag_id }),
    ...(params.magazine_category !== undefined && { magazineCategoryId: params.magazine_category }),
    sort: params.sort,
    limit: params.limit,
    offset: params.offset,
  });
  return { title_list: await titlesByIds(api.db, ids, api.publicPrefix), total_count: total };
});

/** Magazine category 1, ちゃお本誌 (seeded with the magazine categories). */
const HONSHI_CATEGORY_ID = 1;

const isWeeklyKey = (key: string): key is (typeof WEEKLY_KEYS)[number] => (WEEKLY_KEYS as readonly string[]).includes(key);

/** Serials newest update first; an unknown day or a day without titles is 3200 (docs/product-rules.md §8). */
export const titleWeeklyRoute = defineRoute(titleWeekly, async ({ params, api }) => {
  const weekday = params.weekday;
  if (!isWeeklyKey(weekday)) throw new ApiFailure(RESPONSE_CODES.WEEKLY_TITLE_NOT_FOUND, 'weekly title not found');
  // 'magazine': titles running in the printed magazine (本誌), whatever their day on the site.
  const rows = await api.db.query<{ title_id: number }>(
    `select t.title_id from titles t
      where t.weekday = $1
         or ($1 = 'magazine' and exists (select 1 from title_magazine_categories c where c.title_id = t.title_id and c.magazine_category_id = $2))
      order by t.latest_update_at desc, t.title_id`,
    [weekday, HONSHI_CATEGORY_ID],
  );
  if (rows.length === 0) throw new ApiFailure(RESPONSE_CODES.WEEKLY_TITLE_NOT_FOUND, 'weekly title not found');
  return {
    weekday,
    title_list: await titlesByIds(
      api.db,
      rows.map((row) => row.title_id),
      api.publicPrefix,
    ),
  };
});
