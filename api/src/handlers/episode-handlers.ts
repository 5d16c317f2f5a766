import { episodeList, RESPONSE_CODES, webEpisodeViewer } from '@ciao/shared/contracts';
import { ApiFailure, notLoggedIn, parameterInvalid } from '../http/api-failure';
import { defineRoute } from '../http/define-route';
import { SCRAMBLE_VERSION } from '../images/scramble-raster';
import { signImageUrl } from '../images/signed-image-url';
import { recordView } from '../queries/catalogue/view-history';
import { entitlementsFor } from '../queries/entitlements';
import { episodeById, episodesByIds, episodeStatus, neighbourEpisodes, toEpisode } from '../queries/episodes';

export const episodeListRoute = defineRoute(episodeList, async ({ params, api, reader }) => {
  const rows = await episodesByIds(api.db, params.episode_id_list);
  const entitlements = reader
    ? await entitlementsFor(api.db, reader.account_id, params.episode_id_list, api.clock())
    : new Map();
  const byId = new Map(rows.map((row) => [row.episode_id, row]));
  // In the order asked, unknown ids left out (like /title/list).
  const episodes = [...new Set(params.episode_id_list)].flatMap((id) => {
    const row = byId.get(id);
    return row ? [toEpisode(row, entitlements.get(id), api.publicPrefix)] : [];
  });
  return { episode_list: episodes };
});

/**
 * Pages only for a reader entitled to the episode (free, purchased or renting). Not
 * entitled: a visitor gets 2011 (logging in may help: they may own it), a signed-in reader
 * gets 1001 (asking for an episode they have not bought is an invalid request; buying is
 * another call). Unknown episode: 3100.
 */
export const webEpisodeViewerRoute = defineRoute(webEpisodeViewer, async ({ params, api, reader }) => {
  const episode = await episodeById(api.db, params.episode_id);
  if (!episode) throw new ApiFailure(RESPONSE_CODES.EPISODE_NOT_FOUND, 'episode not found');
  const now = api.clock();
  if (episode.point > 0) {
    if (!reader) throw notLoggedIn();
    const entitlement = (await entitlementsFor(api.db, reader.account_id, [episode.episode_id], now)).get(episode.episode_id);
    if (episodeStatus(episode, entitlement) === 'points') throw parameterInvalid('episode not purchased');
  }
  if (reader) await recordView(api.db, reader.account_id, episode, now);
  const pages = await api.db.query<{ page_no: number }>('select page_no from episode_pages where episode_id = $1 order by page_no', [
    episode.episode_id,
  ]);
  const { prev, next } = await neighbourEpisodes(api.db, episode);
  return {
    title_id: episode.title_id,
    title_name: episode.title_name,
    episode_id: episode.episode_id,
    episode_name: episode.episode_name,
    page_list: pages.map((page) => signImageUrl(api.imageSigningKey, api.publicPrefix, `page/${episode.episode_id}/${page.page_no}`, now)),
    scramble_seed: episode.scramble_seed,
    scramble_ver: SCRAMBLE_VERSION,
    prev_episode_id: prev,
    next_episode_id: next,
  };
});
