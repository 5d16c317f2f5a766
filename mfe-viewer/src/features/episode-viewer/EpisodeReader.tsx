import { sessionActions, useApiQuery, webEpisodePageText, useTranslation } from '@ciao/shared';
import { useEffect, useState } from 'react';
import { PageReader } from '../common/page-reader/PageReader';
import { usePageMenu } from '../common/page-reader/use-page-menu';
import { useSpreadPaging } from '../common/page-reader/use-paging';
import { useDeviceKnown } from '../common/page-reader/use-device-known';
import { useSpreadView } from '../common/page-reader/use-spread-view';
import { useEpisodeTracking } from './use-episode-tracking';
import { EndCard } from './EndCard';
import { useNextEpisodePreload } from './next-episode-preload';
import { useResumeIndex, useSaveReadingPosition } from './use-reading-position';
import type { ViewerEpisode } from './viewer-episode';
import { ViewerOverlay } from './ViewerOverlay';
import styles from '../common/page-reader/reader.module.css';

interface EpisodeReaderProps {
  episode: ViewerEpisode;
  /** page_list is never empty here: the caller shows its own message for an episode without pages. */
  pages: [string, ...string[]];
  /** Refetches the episode for freshly signed page URLs (see PageReader). */
  onStaleUrls: () => Promise<unknown>;
}

/**
 * Opens the episode where the reader stopped last time (asked first), then reads it. Each
 * episode opened joins the local history the host sends for the history badge (docs/product-rules.md §3).
 */
export function EpisodeReader({ episode, pages, onStaleUrls }: EpisodeReaderProps) {
  const { t } = useTranslation('viewer');
  const resume = useResumeIndex(episode.episode_id, pages.length);
  // Recorded here, once the episode really opens (not for a locked one the reader only visited).
  useEffect(() => sessionActions.recordReading(episode.title_id, episode.episode_id), [episode.title_id, episode.episode_id]);
  // docs/product-rules.md §3's viewer payload for the tag manager, likewise only for an episode that opens.
  useEpisodeTracking(episode.episode_id);
  if (!resume.ready) {
    return (
      <p className={styles.message} role="status">
        {t('loading')}
      </p>
    );
  }
  return (
    <ResumedReader
      // Opened anew where a visitor stopped, once that is read after adopting the server's first page.
      key={resume.index === 0 ? 'first-page' : 'resumed'}
      episode={episode}
      pages={pages}
      onStaleUrls={onStaleUrls}
      initialPage={resume.index}
      savesPosition={resume.settled}
    />
  );
}

function ResumedReader({
  episode,
  pages,
  onStaleUrls,
  initialPage,
  savesPosition,
}: EpisodeReaderProps & { initialPage: number; savesPosition: boolean }) {
  const [coverAlone, setCoverAlone] = useState(false);
  const spreadView = useSpreadView();
  const windowKnown = useDeviceKnown();
  const paging = useSpreadPaging(pages, { initialPage, coverAlone, endPage: true });
  const { menuOpen, toggleMenu } = usePageMenu(paging.page);
  // The last page on screen is where the reader stopped: a spread that ends the episode counts as read to the end.
  const lastShown = Math.max(...paging.shown);
  useSaveReadingPosition(episode.episode_id, lastShown, { enabled: savesPosition });
  useNextEpisodePreload(episode.next_episode_id, lastShown, pages.length);
  // Descriptions and captions are extra: without them (not yet there, or failed) the pages still read.
  const texts = useApiQuery(webEpisodePageText, { episode_id: episode.episode_id });
  return (
    <PageReader
      pages={pages}
      seed={episode.scramble_seed}
      version={episode.scramble_ver}
      paging={paging}
      menuOpen={menuOpen}
      onToggleMenu={toggleMenu}
      onStaleUrls={onStaleUrls}
      pageTexts={texts.data?.page_text_list}
      endPage={<EndCard episode={episode} />}
    >
      {menuOpen && (
        <ViewerOverlay
          episode={episode}
          shown={paging.shown}
          pageCount={pages.length}
          spreadOffset={spreadView || !windowKnown ? { coverAlone, toggle: () => setCoverAlone((alone) => !alone) } : undefined}
          offerCaptions={texts.data !== undefined}
        />
      )}
    </PageReader>
  );
}
