import { webEpisodePurchased } from '@ciao/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { formatApiDateTime, formatNullableDateTime } from '../../queries/api-date-time';
import { coverRectUrl } from '../../queries/image-urls';
import { ownedEpisodes } from '../../queries/wallet/owned-episodes';

/** GET /web/episode/purchased: the purchased list, bought and rented-now episodes, newest first. */
export const webEpisodePurchasedRoute = defineRoute(webEpisodePurchased, async ({ params, api, requireReader }) => {
  const { rows, total } = await ownedEpisodes(api.db, requireReader().account_id, api.clock(), params.limit, params.offset);
  return {
    episode_list: rows.map((row) => ({
      episode_id: row.episode_id,
      episode_name: row.episode_name,
      title_id: row.title_id,
      title_name: row.title_name,
      thumbnail_rect_image_url: coverRectUrl(api.publicPrefix, row.title_id),
      kind: row.kind,
      acquired_at: formatApiDateTime(row.acquired_at),
      rental_expire_time: formatNullableDateTime(row.expires_at),
    })),
    total_count: total,
  };
});
