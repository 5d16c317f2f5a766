import { webUpdateBadge } from '@ciao/shared/contracts';
import { defineRoute } from '../../http/define-route';

/**
 * Counts the episodes out now that come after the last episode the reader read of each
 * title in their stored history (several entries of one title: the furthest read counts;
 * entries naming an unknown episode or one of another title are ignored).
 */
export const webUpdateBadgeRoute = defineRoute(webUpdateBadge, async ({ params, api }) => {
  if (params.local_strage.length === 0) return { history_update_episode_cnt: 0 };
  const [row] = await api.db.query<{ count: number }>(
    `with history as (
       select h.title_id, max(e.episode_index) as read_index
         from jsonb_to_recordset($1::jsonb) as h(title_id int, episode_id int)
         join episodes e on e.episode_id = h.episode_id and e.title_id = h.title_id
        group by h.title_id)
     select count(*)::int as count
       from history h join episodes e on e.title_id = h.title_id and e.episode_index > h.read_index and e.start_time <= $2`,
    [JSON.stringify(params.local_strage), api.clock()],
  );
  return { history_update_episode_cnt: row?.count ?? 0 };
});
