import { useCallback } from 'react';
import { api, episodeList, tagList, titleList, type Episode, type Tag, type Title } from '@ciao/shared';
import { useApiResource } from '../common/use-api-resource';

export type TitleDetail =
  | { found: false }
  | { found: true; title: Title; episodes: Episode[]; tags: Tag[] };

async function loadEpisodes(title: Title, signal: AbortSignal): Promise<Episode[]> {
  // The list endpoint refuses an empty id list; a title with no episodes simply has none.
  if (title.episode_id_list.length === 0) return [];
  const { episode_list } = await api.call(episodeList, { episode_id_list: title.episode_id_list.join(',') }, { signal });
  return [...episode_list].sort((a, b) => a.index - b.index);
}

async function loadTags(titleId: number, signal: AbortSignal): Promise<Tag[]> {
  try {
    return (await api.call(tagList, { title_id: titleId }, { signal })).tag_info_list;
  } catch {
    // Tags only decorate the page: without them the reader can still read, so they never block it.
    return [];
  }
}

/** A title with its episodes (in reading order) and tags; `found: false` when the id is unknown. */
export function useTitleDetail(titleId: number) {
  const load = useCallback(
    async (signal: AbortSignal): Promise<TitleDetail> => {
      const { title_list } = await api.call(titleList, { title_id_list: String(titleId) }, { signal });
      const title = title_list[0];
      if (!title) return { found: false };
      const [episodes, tags] = await Promise.all([loadEpisodes(title, signal), loadTags(titleId, signal)]);
      return { found: true, title, episodes, tags };
    },
    [titleId],
  );
  return useApiResource(load);
}
