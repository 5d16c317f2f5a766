import { ErrorState, VisuallyHidden, useLoadQuery } from '@ciao/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EndCard } from './EndCard';
import { PageCanvas } from './PageCanvas';
import { PageImageCache } from './page-images';
import type { ViewerEpisode } from './viewer-episode';
import { usePaging } from './use-paging';
import { ViewerOverlay } from './ViewerOverlay';
import styles from './viewer.module.css';

/** How many pages after the current one are loaded and decoded ahead, so turning is instant. */
const PRELOAD_AHEAD = 2;

interface EpisodeReaderProps {
  episode: ViewerEpisode;
  /** page_list is never empty here: the caller shows its own message for an episode without pages. */
  pages: [string, ...string[]];
}

export function EpisodeReader({ episode, pages }: EpisodeReaderProps) {
  const { t } = useTranslation('viewer');
  const [cache] = useState(() => new PageImageCache());
  const { page, isLast, next, previous } = usePaging(pages.length);
  // The menu belongs to the page it was opened on, so it gets out of the way when a page turns.
  const [menuPage, setMenuPage] = useState<number | null>(0);
  const menuOpen = menuPage === page;
  const url = pages[page] ?? pages[0];
  // An image load, not an API call: it goes through the query cache for its states and
  // retry, while PageImageCache keeps the decoded images (so no second copy is kept here).
  const current = useLoadQuery(['viewer', 'page-image', url], () => cache.get(url), {
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const pageLabel = t('pageLabel', { current: page + 1, total: pages.length });

  useEffect(() => {
    if (!current.isSuccess) return;
    for (const ahead of pages.slice(page + 1, page + 1 + PRELOAD_AHEAD)) cache.preload(ahead);
  }, [cache, pages, page, current.isSuccess]);

  return (
    <div className={styles.reader}>
      <div className={styles.stage}>
        <PageCanvas image={current.data ?? null} seed={episode.scramble_seed} version={episode.scramble_ver} label={pageLabel} />
        {current.isPending && <p className={styles.pageStatus}>{t('loading')}</p>}
      </div>
      <VisuallyHidden as="p" announce>
        {pageLabel}
      </VisuallyHidden>
      <div className={styles.zones}>
        <button type="button" className={styles.zone} aria-label={t('nextPage')} onClick={next} />
        <button
          type="button"
          className={styles.zone}
          aria-label={t('toggleMenu')}
          aria-expanded={menuOpen}
          onClick={() => setMenuPage(menuOpen ? null : page)}
        />
        <button type="button" className={styles.zone} aria-label={t('previousPage')} onClick={previous} />
      </div>
      {current.isError && (
        <div className={styles.pageError}>
          <ErrorState tone="inverse" message={t('pageFailed')} onRetry={current.retry} retryLabel={t('retry')} />
        </div>
      )}
      {isLast && <EndCard titleId={episode.title_id} nextEpisodeId={episode.next_episode_id} />}
      {menuOpen && <ViewerOverlay episode={episode} page={page} pageCount={pages.length} />}
    </div>
  );
}
