import type { Queryable } from '../../db/database';

/** docs/product-rules.md §5/§9: the history keeps 20 titles. */
export const HISTORY_LIMIT = 20;

/**
 * Records that the reader opened an episode: the title's history row moves to the top with
 * this episode, and rows beyond the newest 20 are dropped in the same statement batch.
 */
export async function recordView(
  db: Queryable,
  accountId: number,
  episode: { episode_id: number; title_id: number },
  now: Date,
): Promise<void> {
  await db.query(
    `insert into view_history (account_id, title_id, episode_id, viewed_at) values ($1, $2, $3, $4)
     on conflict (account_id, title_id) do update set episode_id = excluded.episode_id, viewed_at = excluded.viewed_at`,
    [accountId, episode.title_id, episode.episode_id, now],
  );
  await db.query(
    `delete from view_history where account_id = $1 and title_id not in
       (select title_id from view_history where account_id = $1 order by viewed_at desc, title_id limit $2)`,
    [accountId, HISTORY_LIMIT],
  );
}

export async function viewedTitles(db: Queryable, accountId: number, limit: number, offset: number) {
  const rows = await db.query<{ title_id: number; episode_id: number; viewed_at: Date }>(
    `select title_id, episode_id, viewed_at from view_history
      where account_id = $1 order by viewed_at desc, title_id limit $2 offset $3`,
    [accountId, limit, offset],
  );
  const [count] = await db.query<{ total: number }>('select count(*)::int as total from view_history where account_id = $1', [accountId]);
  return { rows, total: count?.total ?? 0 };
}
