import { webEpisode, webEpisodeFirst, webEpisodeLatest } from '@ciao/shared/contracts';
import type { Reader } from '../../auth/sessions';
import { defineRoute } from '../../http/define-route';
import type { ApiContext } from '../../http/api-context';
import { publishedEpisodeId } from '../../queries/catalogue/title-episodes';
import { entitlementsFor } from '../../queries/entitlements';
import { episodeById, toEpisode } from '../../queries/episodes';
import { titleExists, titlesByIds } from '../../queries/titles';
import { episodeNotFound, titleNotFound } from '../../http/not-found';

/** The episode (with the reader's status) and its title; unpublished episodes are unknown (3100). */
async function episodeWithTitle(api: ApiContext, reader: Reader | null, episodeId: number | null) {
  const now = api.clock();
  const row = episodeId === null ? undefined : await episodeById(api.db, episodeId);
  if (!row || row.start_time.getTime() > now.getTime()) throw episodeNotFound();
  const entitlement = reader ? (await entitlementsFor(api.db, reader.account_id, [row.episode_id], now)).get(row.episode_id) : undefined;
  const [title] = await titlesByIds(api.db, [row.title_id], api.publicPrefix);
  if (!title) throw titleNotFound();
  return { episode: toEpisode(row, entitlement, api.publicPrefix), title };
}

export const webEpisodeRoute = defineRoute(webEpisode, async ({ params, api, reader }) => episodeWithTitle(api, reader, params.episode_id));

export const webEpisodeFirstRoute = defineRoute(webEpisodeFirst, async ({ params, api, reader }) => {
  if (!(await titleExists(api.db, params.title_id))) throw titleNotFound();
  const id = await publishedEpisodeId(api.db, params.title_id, api.clock(), { fromFirst: true, freeOnly: false, index: 0 });
  return episodeWithTitle(api, reader, id);
});

export const webEpisodeLatestRoute = defineRoute(webEpisodeLatest, async ({ params, api, reader }) => {
  if (!(await titleExists(api.db, params.title_id))) throw titleNotFound();
  const id = await publishedEpisodeId(api.db, params.title_id, api.clock(), {
    fromFirst: false,
    freeOnly: params.type === 'free',
    index: params.index,
  });
  return episodeWithTitle(api, reader, id);
});
