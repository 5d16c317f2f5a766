import { RESPONSE_CODES } from '@ciao/shared/contracts';
import type { Reader } from '../auth/sessions';
import type { ApiContext } from '../http/api-context';
import { ApiFailure, notLoggedIn, parameterInvalid } from '../http/api-failure';
import { SCRAMBLE_VERSION } from '@ciao/demo-content';
import { signImageUrl } from '../images/signed-image-url';
import { entitlementsFor } from './entitlements';
import { type EpisodeRow, episodeById, episodeStatus, neighbourEpisodes } from './episodes';

/**
 * The episode, if this reader may read its pages (free, purchased or renting). Shared by
 * the web and app viewers and the end-of-episode calls, so the rule lives in one place.
 * Not entitled: a visitor gets 2011 (logging in may help: they may own it), a signed-in
 * reader gets 1001 (asking for an episode they have not bought is an invalid request;
 * buying is another call). Unknown episode: 3100.
 */
export async function readableEpisode(api: ApiContext, reader: Reader | null, episodeId: number, now: Date): Promise<EpisodeRow> {
  const episode = await episodeById(api.db, episodeId);
  if (!episode) throw new ApiFailure(RESPONSE_CODES.EPISODE_NOT_FOUND, 'episode not found');
  if (episode.point > 0) {
    if (!reader) throw notLoggedIn();
    const entitlement = (await entitlementsFor(api.db, reader.account_id, [episode.episode_id], now)).get(episode.episode_id);
    if (episodeStatus(episode, entitlement) === 'points') throw parameterInvalid('episode not purchased');
  }
  return episode;
}

/**
 * What a viewer shows of a readable episode: signed short-lived page URLs (bound to the reader's
 * session when there is one), the scramble seed, its neighbours.
 */
export async function viewerPages(api: ApiContext, episode: EpisodeRow, now: Date, reader: Reader | null) {
  const pages = await api.db.query<{ page_no: number }>('select page_no from episode_pages where episode_id = $1 order by page_no', [
    episode.episode_id,
  ]);
  const { prev, next } = await neighbourEpisodes(api.db, episode);
  return {
    title_id: episode.title_id,
    title_name: episode.title_name,
    episode_id: episode.episode_id,
    episode_name: episode.episode_name,
    page_list: pages.map((page) =>
      signImageUrl(api.imageSigningKey, api.publicPrefix, `page/${episode.episode_id}/${page.page_no}`, now, reader?.token_hash),
    ),
    scramble_seed: episode.scramble_seed,
    scramble_ver: SCRAMBLE_VERSION,
    prev_episode_id: prev,
    next_episode_id: next,
  };
}
