import { episodeViewer, useApiQuery } from '@ciao/shared';
import { useEffect } from 'react';
import { PRELOAD_AHEAD } from '../common/page-reader/PageReader';
import { pageImages } from '../common/page-reader/page-images';

/** On the last few pages the next episode's first pages are loaded ahead. */
export const NEXT_EPISODE_FROM_LAST = 3;

/**
 * Once the reader is on the last three pages, asks for the next episode's pages and loads
 * its first ones into the page cache, so it opens at once. Only a readable episode answers
 * with pages (a locked one is an error, and nothing is loaded). Asked as a download
 * (`/episode/viewer` with is_download), so looking ahead is not recorded as reading it.
 */
export function useNextEpisodePreload(nextEpisodeId: number | null, lastShownPage: number, pageCount: number) {
  const near = nextEpisodeId !== null && lastShownPage >= pageCount - NEXT_EPISODE_FROM_LAST;
  const next = useApiQuery(episodeViewer, { episode_id: nextEpisodeId ?? 0, is_download: true }, { enabled: near, retry: false });
  const pageList = next.data?.page_list;
  useEffect(() => {
    for (const url of pageList?.slice(0, PRELOAD_AHEAD) ?? []) pageImages.preload(url);
  }, [pageList]);
}
