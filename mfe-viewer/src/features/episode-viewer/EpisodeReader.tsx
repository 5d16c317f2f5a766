import { PageReader } from '../page-reader/PageReader';
import { usePageMenu } from '../page-reader/use-page-menu';
import { usePaging } from '../page-reader/use-paging';
import { EndCard } from './EndCard';
import type { ViewerEpisode } from './viewer-episode';
import { ViewerOverlay } from './ViewerOverlay';

interface EpisodeReaderProps {
  episode: ViewerEpisode;
  /** page_list is never empty here: the caller shows its own message for an episode without pages. */
  pages: [string, ...string[]];
}

export function EpisodeReader({ episode, pages }: EpisodeReaderProps) {
  const paging = usePaging(pages.length);
  const { menuOpen, toggleMenu } = usePageMenu(paging.page);
  return (
    <PageReader
      pages={pages}
      seed={episode.scramble_seed}
      version={episode.scramble_ver}
      paging={paging}
      menuOpen={menuOpen}
      onToggleMenu={toggleMenu}
    >
      {paging.isLast && <EndCard titleId={episode.title_id} nextEpisodeId={episode.next_episode_id} />}
      {menuOpen && <ViewerOverlay episode={episode} page={paging.page} pageCount={pages.length} />}
    </PageReader>
  );
}
