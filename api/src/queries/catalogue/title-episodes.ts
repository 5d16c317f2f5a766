import type { Queryable } from '../../db/database';

/**
 * The index-th published episode of a title counted back from the newest (0 = newest),
 * or forward from the first when `fromFirst`. `freeOnly`: only episodes priced 0.
 */
export async function publishedEpisodeId(
  db: Queryable,
  titleId: number,
  now: Date,
  options: { fromFirst: boolean; freeOnly: boolean; index: number },
): Promise<number | null> {
  const [row] = await db.query<{ episode_id: number }>(
    `select episode_id from episodes
      where title_id = $1 and start_time <= $2 and ($3 = false or point = 0)
      order by case when $4 then episode_index else -episode_index end
      limit 1 offset $5`,
    [titleId, now, options.freeOnly, options.fromFirst, options.index],
  );
  return row?.episode_id ?? null;
}
