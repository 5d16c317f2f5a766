import type { Queryable } from '../db/database';

/** Keeps the page (1-based) where a reader stopped in an episode; the latest call wins. */
export async function saveReadingPosition(db: Queryable, accountId: number, episodeId: number, page: number, now: Date): Promise<void> {
  await db.query(
    `insert into episode_reading_positions (account_id, episode_id, page_no, updated_at) values ($1, $2, $3, $4)
     on conflict (account_id, episode_id) do update set page_no = excluded.page_no, updated_at = excluded.updated_at`,
    [accountId, episodeId, page, now],
  );
}

/** The page where the reader last stopped in the episode, or null. */
export async function readingPosition(db: Queryable, accountId: number, episodeId: number): Promise<number | null> {
  const [row] = await db.query<{ page_no: number }>(
    'select page_no from episode_reading_positions where account_id = $1 and episode_id = $2',
    [accountId, episodeId],
  );
  return row?.page_no ?? null;
}
