import { useMemo } from 'react';
import { episodeList, tagList, titleList, useApiQuery, type ApiError, type Episode, type Tag, type Title } from '@ciao/shared';

export type TitleDetail =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError; retry: () => void }
  | { status: 'not-found' }
  | { status: 'ready'; title: Title; episodes: Episode[]; tags: Tag[] };

const NO_TAGS: Tag[] = [];

/**
 * A title with its episodes (in reading order) and tags. Each part is its own cached
 * query, so another screen asking for the same title or episodes gets them without a call.
 */
export function useTitleDetail(titleId: number): TitleDetail {
  const titles = useApiQuery(titleList, { title_id_list: String(titleId) });
  const title = titles.data?.title_list[0];
  const episodeIds = title?.episode_id_list ?? [];
  // The list endpoint refuses an empty id list; a title with no episodes simply has none.
  const hasEpisodes = episodeIds.length > 0;
  const episodes = useApiQuery(episodeList, { episode_id_list: episodeIds.join(',') }, { enabled: hasEpisodes });
  const tags = useApiQuery(tagList, { title_id: titleId }, { enabled: title !== undefined });
  const sorted = useMemo(() => [...(episodes.data?.episode_list ?? [])].sort((a, b) => a.index - b.index), [episodes.data]);
  const tagData = tags.data?.tag_info_list ?? NO_TAGS;
  // The same object while nothing changed, so a page can defer its render (useDeferredArrival).
  const ready = useMemo(
    () => (title ? { status: 'ready' as const, title, episodes: sorted, tags: tagData } : undefined),
    [title, sorted, tagData],
  );

  if (titles.isError) return { status: 'error', error: titles.error, retry: titles.retry };
  if (titles.isPending) return { status: 'loading' };
  if (!ready) return { status: 'not-found' };
  if (episodes.isError) return { status: 'error', error: episodes.error, retry: episodes.retry };
  // Tags only decorate the page: a failed tag call shows none instead of blocking reading.
  if ((hasEpisodes && episodes.isPending) || tags.isPending) return { status: 'loading' };
  return ready;
}
