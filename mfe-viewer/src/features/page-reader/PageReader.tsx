import { ErrorState, VisuallyHidden, useLoadQuery } from '@ciao/shared';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCanvas } from './PageCanvas';
import { PageImageCache } from './page-images';
import type { Paging } from './use-paging';
import styles from './reader.module.css';

/** How many pages after the current one are loaded and decoded ahead, so turning is instant. */
const PRELOAD_AHEAD = 2;

export interface PageReaderProps {
  /** Never empty: the caller shows its own message for something without pages. */
  pages: readonly [string, ...string[]];
  seed: number;
  version: 1 | 2;
  paging: Paging;
  menuOpen: boolean;
  onToggleMenu: () => void;
  /**
   * Asks the server for freshly signed page URLs. Called once by itself when a page image is
   * refused (its signed URL expired or is no longer valid, e.g. for another session), and
   * by the retry button, so a retry never asks for the same stale URL again.
   */
  onStaleUrls?: () => Promise<unknown>;
  /** Drawn over the page: the menu, an end card. */
  children?: ReactNode;
}

/**
 * The reading pipeline both viewers share: scrambled page images loaded once (and the next
 * ones ahead), restored on a canvas, announced to screen readers, turned right to left by
 * keys or by the left and right thirds; the middle third toggles the caller's menu.
 */
export function PageReader({ pages, seed, version, paging, menuOpen, onToggleMenu, onStaleUrls, children }: PageReaderProps) {
  const { t } = useTranslation('viewer');
  const [cache] = useState(() => new PageImageCache());
  const { page, next, previous } = paging;
  const url = pages[page] ?? pages[0];
  // An image load, not an API call: it goes through the query cache for its states and
  // retry, while PageImageCache keeps the decoded images (so no second copy is kept here).
  const current = useLoadQuery(['viewer', 'page-image', url], () => cache.get(url), {
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const pageLabel = t('pageLabel', { current: page + 1, total: pages.length });
  // One automatic refresh per failed URL: the server signs the same URL for 5 minutes, so fresh
  // URLs that fail too end here instead of looping. An image error does not say 403, so any
  // failure counts as a refusal.
  const refreshedUrls = useRef(new Set<string>());
  useEffect(() => {
    if (!current.isError || !onStaleUrls || refreshedUrls.current.has(url)) return;
    refreshedUrls.current.add(url);
    void onStaleUrls();
  }, [current.isError, onStaleUrls, url]);
  const retry = () => {
    if (onStaleUrls) void onStaleUrls().then(current.retry);
    else current.retry();
  };

  useEffect(() => {
    if (!current.isSuccess) return;
    for (const ahead of pages.slice(page + 1, page + 1 + PRELOAD_AHEAD)) cache.preload(ahead);
  }, [cache, pages, page, current.isSuccess]);

  return (
    <div className={styles.reader}>
      <div className={styles.stage}>
        <PageCanvas image={current.data ?? null} seed={seed} version={version} label={pageLabel} />
        {current.isPending && <p className={styles.pageStatus}>{t('loading')}</p>}
      </div>
      <VisuallyHidden as="p" announce>
        {pageLabel}
      </VisuallyHidden>
      <div className={styles.zones}>
        <button type="button" className={styles.zone} aria-label={t('nextPage')} onClick={next} />
        <button type="button" className={styles.zone} aria-label={t('toggleMenu')} aria-expanded={menuOpen} onClick={onToggleMenu} />
        <button type="button" className={styles.zone} aria-label={t('previousPage')} onClick={previous} />
      </div>
      {current.isError && (
        <div className={styles.pageError}>
          <ErrorState tone="inverse" message={t('pageFailed')} onRetry={retry} retryLabel={t('retry')} />
        </div>
      )}
      {children}
    </div>
  );
}
