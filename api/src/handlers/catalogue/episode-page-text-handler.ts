import { webEpisodePageText } from '@ciao/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { readableEpisode } from '../../queries/episode-viewer';
import { episodePageTexts } from '../../queries/page-texts';

/** The pages' texts, under the same entitlement rule as the pages themselves (queries/episode-viewer.ts). */
export const webEpisodePageTextRoute = defineRoute(webEpisodePageText, async ({ params, api, reader }) => {
  const episode = await readableEpisode(api, reader, params.episode_id, api.clock());
  return { episode_id: episode.episode_id, page_text_list: await episodePageTexts(api.db, episode) };
});
