import { episodeList, webEpisodeViewer } from '@ciao/shared/contracts';
import { defineRoute } from '../http/define-route';
import { recordView } from '../queries/catalogue/view-history';
import { entitlementsFor } from '../queries/entitlements';
import { readableEpisode, viewerPages } from '../queries/episode-viewer';
import { episodesByIds, toEpisode } from '../queries/episodes';

export const episodeListRoute = defineRoute(episodeList, async ({ params, api, reader }) => {
  const rows = await episodesByIds(api.db, params.episode_id_list);
  const entitlements = reader ? await entitlementsFor(api.db, reader.account_id, params.episode_id_list, api.clock()) : new Map();
  const byId = new Map(rows.map((row) => [row.episode_id, row]));
  // In the order asked, unknown ids left out (like /title/list).
  const episodes = [...new Set(params.episode_id_list)].flatMap((id) => {
    const row = byId.get(id);
    return row ? [toEpisode(row, entitlements.get(id), api.publicPrefix)] : [];
  });
  return { episode_list: episodes };
});

/** Pages only for a reader entitled to the episode (rules in queries/episode-viewer.ts). */
export const webEpisodeViewerRoute = defineRoute(webEpisodeViewer, async ({ params, api, reader }) => {
  const now = api.clock();
  const episode = await readableEpisode(api, reader, params.episode_id, now);
  if (reader) await recordView(api.db, reader.account_id, episode, now);
  return viewerPages(api, episode, now, reader);
});
