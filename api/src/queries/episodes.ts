import { type Episode, type EpisodeStatus, isFreeEpisode } from '@ciao/shared/contracts';
import type { Queryable } from '../db/database';
import { formatApiDateTime, formatNullableDateTime } from './api-date-time';
import type { Entitlement } from './entitlements';
import { episodeThumbUrl } from './image-urls';

export interface EpisodeRow {
  episode_id: number;
  title_id: number;
  title_name: string;
  episode_index: number;
  episode_name: string;
  introduction_text: string;
  point: number;
  start_time: Date;
  scramble_seed: number;
  page_count: number;
}

const SELECT_EPISODES = `
  select e.episode_id, e.title_id, t.title_name, e.episode_index, e.episode_name, e.introduction_text,
         e.point, e.start_time, e.scramble_seed, e.page_count
    from episodes e join titles t on t.title_id = e.title_id`;

export async function episodesByIds(db: Queryable, ids: readonly number[]): Promise<EpisodeRow[]> {
  return db.query<EpisodeRow>(`${SELECT_EPISODES} where e.episode_id = any($1::int[])`, [ids]);
}

export async function episodeById(db: Queryable, id: number): Promise<EpisodeRow | undefined> {
  const [row] = await episodesByIds(db, [id]);
  return row;
}

/** docs/product-rules.md §3: free when the price is 0, else what the reader holds, else it costs points. */
export function episodeStatus(row: Pick<EpisodeRow, 'point'>, entitlement: Entitlement | undefined): EpisodeStatus {
  if (isFreeEpisode(row)) return 'free';
  if (entitlement?.kind === 'purchase') return 'purchased';
  if (entitlement?.kind === 'rental') return 'renting';
  return 'points';
}

export function toEpisode(row: EpisodeRow, entitlement: Entitlement | undefined, prefix: string): Episode {
  const status = episodeStatus(row, entitlement);
  return {
    episode_id: row.episode_id,
    title_id: row.title_id,
    episode_name: row.episode_name,
    index: row.episode_index,
    point: row.point,
    thumbnail_image_url: episodeThumbUrl(prefix, row.episode_id),
    introduction_text: row.introduction_text,
    start_time: formatApiDateTime(row.start_time),
    status,
    rental_expire_time: status === 'renting' ? formatNullableDateTime(entitlement?.expires_at ?? null) : null,
  };
}

/** The episodes just before and after one episode within its title. */
export async function neighbourEpisodes(db: Queryable, row: EpisodeRow): Promise<{ prev: number | null; next: number | null }> {
  const rows = await db.query<{ episode_id: number; episode_index: number }>(
    `select episode_id, episode_index from episodes
      where title_id = $1 and episode_index in ($2 - 1, $2 + 1)`,
    [row.title_id, row.episode_index],
  );
  const find = (index: number) => rows.find((candidate) => candidate.episode_index === index)?.episode_id ?? null;
  return { prev: find(row.episode_index - 1), next: find(row.episode_index + 1) };
}
