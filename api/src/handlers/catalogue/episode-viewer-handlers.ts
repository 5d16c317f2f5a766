import { episodeViewer, episodeViewerFinish, episodeViewerLastpage } from '@ciao/shared/contracts';
import type { HandlerContext } from '../../http/api-context';
import { defineRoute } from '../../http/define-route';
import { formatApiDateTime } from '../../queries/api-date-time';
import { releasedMagazine } from '../../queries/catalogue/magazines';
import { recordView } from '../../queries/catalogue/view-history';
import { entitlementsFor } from '../../queries/entitlements';
import { readableEpisode, viewerPages } from '../../queries/episode-viewer';
import { episodeById, episodeStatus, neighbourEpisodes } from '../../queries/episodes';
import { readingPosition, saveReadingPosition } from '../../queries/reading-positions';
import { titlesByIds } from '../../queries/titles';
import { magazineNotFound } from '../../http/not-found';

/** recommend_slots position 3: the titles recommended at the end of the viewer. */
const VIEWER_END_POSITION = 3;

/**
 * The app viewer: /web/episode/viewer's rules and pages (queries/episode-viewer.ts), plus
 * the issue it was opened from (unknown or unreleased magazine: 3000, like /magazine/detail).
 * A download is not reading yet, so it stays out of the history.
 */
export const episodeViewerRoute = defineRoute(episodeViewer, async ({ params, api, reader }) => {
  const now = api.clock();
  if (params.magazine_id !== undefined && !(await releasedMagazine(api.db, params.magazine_id, now))) throw magazineNotFound();
  const episode = await readableEpisode(api, reader, params.episode_id, now);
  const isDownload = params.is_download ?? false;
  if (reader && !isDownload) await recordView(api.db, reader.account_id, episode, now);
  return { ...(await viewerPages(api, episode, now, reader)), magazine_id: params.magazine_id ?? null, is_download: isDownload };
});

/**
 * Finish and last page: recorded once per reader, episode and kind (a repeat keeps the first
 * instant), only for an episode the reader may read; visitors get the end card unrecorded.
 * A last page call with `page` also keeps where the reader stopped (the latest wins).
 */
async function endCard(kind: 'finish' | 'lastpage', { params, api, reader }: HandlerContext<{ episode_id: number; page?: number }>) {
  const now = api.clock();
  const episode = await readableEpisode(api, reader, params.episode_id, now);
  let recordedAt: Date | null = null;
  let lastPage: number | null = null;
  if (reader) {
    if (kind === 'lastpage' && params.page !== undefined)
      await saveReadingPosition(api.db, reader.account_id, episode.episode_id, params.page, now);
    lastPage = await readingPosition(api.db, reader.account_id, episode.episode_id);
    await api.db.query(
      `insert into episode_reading_ends (account_id, episode_id, kind, recorded_at) values ($1, $2, $3, $4)
       on conflict (account_id, episode_id, kind) do nothing`,
      [reader.account_id, episode.episode_id, kind, now],
    );
    const [row] = await api.db.query<{ recorded_at: Date }>(
      'select recorded_at from episode_reading_ends where account_id = $1 and episode_id = $2 and kind = $3',
      [reader.account_id, episode.episode_id, kind],
    );
    recordedAt = row?.recorded_at ?? null;
  }
  const { next } = await neighbourEpisodes(api.db, episode);
  const nextRow = next === null ? undefined : await episodeById(api.db, next);
  const entitlement =
    nextRow && reader ? (await entitlementsFor(api.db, reader.account_id, [nextRow.episode_id], now)).get(nextRow.episode_id) : undefined;
  const slots = await api.db.query<{ title_id: number }>('select title_id from recommend_slots where position = $1 order by sort_order', [
    VIEWER_END_POSITION,
  ]);
  return {
    episode_id: episode.episode_id,
    recorded_at: recordedAt ? formatApiDateTime(recordedAt) : null,
    next_episode: nextRow
      ? {
          episode_id: nextRow.episode_id,
          episode_name: nextRow.episode_name,
          point: nextRow.point,
          status: episodeStatus(nextRow, entitlement),
        }
      : null,
    recommend_title_list: await titlesByIds(
      api.db,
      slots.map((slot) => slot.title_id),
      api.publicPrefix,
    ),
    last_page: lastPage,
  };
}

export const episodeViewerFinishRoute = defineRoute(episodeViewerFinish, (context) => endCard('finish', context));
export const episodeViewerLastpageRoute = defineRoute(episodeViewerLastpage, (context) => endCard('lastpage', context));
