import { genreList, RESPONSE_CODES, tagList, titleList, webStatus } from '@ciao/shared/contracts';
import { ApiFailure } from '../http/api-failure';
import { defineRoute } from '../http/define-route';
import { formatApiDateTime } from '../queries/api-date-time';
import { genreImageUrl } from '../queries/image-urls';
import { titleExists, titlesByIds } from '../queries/titles';

export const titleListRoute = defineRoute(titleList, async ({ params, api }) => ({
  title_list: await titlesByIds(api.db, params.title_id_list, api.publicPrefix),
}));

export const tagListRoute = defineRoute(tagList, async ({ params, api }) => {
  if (!(await titleExists(api.db, params.title_id))) throw new ApiFailure(RESPONSE_CODES.TITLE_NOT_FOUND, 'title not found');
  const rows = await api.db.query<{ tag_id: number; tag_name: string }>(
    `select t.tag_id, t.tag_name from title_tags tt join tags t on t.tag_id = tt.tag_id
      where tt.title_id = $1 order by tt.position`,
    [params.title_id],
  );
  return { tag_info_list: rows };
});

export const genreListRoute = defineRoute(genreList, async ({ params, api }) => {
  const rows = await api.db.query<{ genre_id: number; genre_name: string }>(
    `select genre_id, genre_name from genres
      where $1::int[] is null or genre_id = any($1::int[]) order by genre_id`,
    [params.genre_id_list ?? null],
  );
  return { genre_list: rows.map((row) => ({ ...row, image_url: genreImageUrl(api.publicPrefix, row.genre_id) })) };
});

export const webStatusRoute = defineRoute(webStatus, async ({ api }) => ({
  maintenance: await api.isMaintenance(),
  server_time: formatApiDateTime(api.clock()),
}));
