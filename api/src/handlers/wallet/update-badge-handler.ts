import { webUpdateBadge } from '@ciao/shared/contracts';
import { defineRoute } from '../../http/define-route';

/**
 * Counts the history's updates: the episodes of each title released after the reader last read
 * that title, and out by now. For a signed-in reader the history is the account's (view_history,
 * `viewed_at`), so every browser shows the same count whatever it stored; for a visitor it is the
 * browser's `local_strage` (entries naming an unknown episode or one of another title are
 * ignored; several of one title: the latest `read_at` counts; without `read_at` an entry counts
 * nothing, as nothing says when it was read).
 */
export const webUpdateBadgeRoute = defineRoute(webUpdateBadge, async ({ params, api, reader }) => {
  const now = api.clock();
  if (reader) {
    const [row] = await api.db.query<{ count: number }>(
      `select count(*)::int as count
         from view_history h join episodes e on e.title_id = h.title_id and e.start_time > h.viewed_at and e.start_time <= $2
        where h.account_id = $1`,
      [reader.account_id, now],
    );
    return { history_update_episode_cnt: row?.count ?? 0 };
  }
  const history = params.local_strage.filter((entry) => entry.read_at !== undefined);
  if (history.length === 0) return { history_update_episode_cnt: 0 };
  const [row] = await api.db.query<{ count: number }>(
    `with history as (
       select h.title_id, to_timestamp(max(h.read_at) / 1000.0) as read_at
         from jsonb_to_recordset($1::jsonb) as h(title_id int, episode_id int, read_at bigint)
         join episodes e on e.episode_id = h.episode_id and e.title_id = h.title_id
        group by h.title_id)
     select count(*)::int as count
       from history h join episodes e on e.title_id = h.title_id and e.start_time > h.read_at and e.start_time <= $2`,
    [JSON.stringify(history), now],
  );
  return { history_update_episode_cnt: row?.count ?? 0 };
});
