import { type PageText, VisuallyHidden, useTranslation } from '@ciao/shared';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useCaptions } from './caption-setting';
import { PageSlot } from './PageSlot';
import { pageImages } from './page-images';
import type { Paging } from './use-paging';
import { usePageZoom } from './use-page-zoom';
import { useDeviceKnown } from './use-device-known';
import { ZoomControls } from './ZoomControls';
import { zoomTransform } from './zoom-state';
import styles from './reader.module.css';

/**
 * How many pages after those on screen are loaded and decoded ahead: two spreads, or four
 * turns one page at a time, so a turn at reading speed never waits on the network.
 */
export const PRELOAD_AHEAD = 4;

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
  /**
   * What happens on each page and its lines (`page` 1-based), when the caller has them: each
   * page image gets its text as its description and, with captions on (caption-setting.ts,
   * switched from the caller's menu), shows its lines.
   */
  pageTexts?: readonly PageText[];
  /**
   * The end page's content, shown as a page of its own when `paging.atEnd` (the turn after
   * the last page, useSpreadPaging's `endPage`), so nothing is ever drawn over the last page's art.
   */
  endPage?: ReactNode;
  /** Drawn over the page: the menu. */
  children?: ReactNode;
}

/**
 * The reading pipeline both viewers share: scrambled page images loaded once (and the next
 * ones ahead), restored on canvases (two side by side in a spread, the first on the right),
 * announced to screen readers, turned right to left by keys or by the left and right
 * thirds; the middle third toggles the caller's menu. Pages with a text are described by
 * it and, with captions switched on, show their lines with furigana. The page box zooms and
 * pans (use-page-zoom); while zoomed nothing turns the page, and a turn resets the zoom.
 */
export function PageReader({
  pages,
  seed,
  version,
  paging,
  menuOpen,
  onToggleMenu,
  onStaleUrls,
  pageTexts,
  endPage,
  children,
}: PageReaderProps) {
  const { t } = useTranslation('viewer');
  const captions = useCaptions();
  const { shown, next, previous } = paging;
  const urls = shown.map((index) => pages[index] ?? pages[0]);
  const total = pages.length;
  const announcement =
    shown.length === 2
      ? t('spreadLabel', { first: (shown[0] ?? 0) + 1, second: (shown[1] ?? 0) + 1, total })
      : t('pageLabel', { current: (shown[0] ?? 0) + 1, total });

  // One automatic refresh for the first refused image of these pages (shown or loaded ahead, at
  // its first failed attempt; an expired URL is refused without a request): every URL of the set
  // counts as refreshed, so the others failing too ask nothing more, and as the server signs the
  // same URL for 5 minutes, fresh URLs that fail too end here instead of looping. An image error
  // does not say 403, so any failure counts as a refusal.
  const refreshedUrls = useRef(new Set<string>());
  const onRefused = useCallback(
    (url: string) => {
      if (!onStaleUrls || refreshedUrls.current.has(url) || !pages.includes(url)) return;
      for (const page of pages) refreshedUrls.current.add(page);
      pageImages.abandon(pages);
      void onStaleUrls();
    },
    [onStaleUrls, pages],
  );
  useEffect(() => pageImages.onRefusal(onRefused), [onRefused]);
  const onRetry = (retryImage: () => void) => {
    if (onStaleUrls) void onStaleUrls().then(retryImage);
    else retryImage();
  };

  // Read ahead once everything on screen is there, so the pages shown come first.
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(new Set());
  const onLoaded = useCallback((url: string) => setLoaded((known) => (known.has(url) ? known : new Set(known).add(url))), []);
  const allShown = urls.every((url) => loaded.has(url));
  const lastShown = Math.max(...shown);
  useEffect(() => {
    if (!allShown) return;
    for (const ahead of pages.slice(lastShown + 1, lastShown + 1 + PRELOAD_AHEAD)) pageImages.preload(ahead);
  }, [pages, lastShown, allShown]);

  // The box has its final shape before any image: a page's shape, or two side by side (a
  // wide page alone takes the place of two).
  const wideAlone = shown.length === 1 && pageImages.isWide(urls[0] ?? '');
  const columns = shown.length === 2 || wideAlone ? 2 : 1;
  const readerRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const zoom = usePageZoom(paging.page, readerRef, boxRef);
  // The shape by data-columns (reader.module.css): a style attribute in the server's first
  // screen is refused by the page's CSP. Only a zoom, which the browser alone sets, is inline.
  const transform = zoomTransform(zoom.zoom);
  const windowKnown = useDeviceKnown();

  const atEnd = paging.atEnd && endPage !== undefined;

  return (
    <>
      {/* Hidden, not removed, at the end page: the zoom's listeners stay on it, and the last
          pages stay decoded for the turn back. */}
      {/* With the menu open the stage makes room for its bars and zoom buttons (reader.module.css):
          the controls sit beside the art, never over it. */}
      <div className={styles.reader} ref={readerRef} hidden={atEnd} data-menu-open={menuOpen ? '' : undefined}>
        <div className={styles.stage}>
          <div
            ref={boxRef}
            className={zoom.stepped ? `${styles.spread} ${styles.glide}` : styles.spread}
            style={transform ? { transform } : undefined}
            data-columns={columns}
            data-window-guessed={windowKnown ? undefined : ''}
            data-testid="page-box"
          >
            {shown.map((index, position) => (
              <PageSlot
                key={index}
                url={urls[position] ?? pages[0]}
                seed={seed}
                version={version}
                label={t('pageLabel', { current: index + 1, total })}
                onRefused={onRefused}
                onRetry={onRetry}
                onLoaded={onLoaded}
                text={pageTexts?.find((text) => text.page === index + 1)}
                captions={captions}
              />
            ))}
          </div>
        </div>
        <VisuallyHidden as="p" announce>
          {announcement}
        </VisuallyHidden>
        <div className={styles.zones}>
          <button type="button" className={styles.zone} aria-label={t('nextPage')} onClick={zoom.tapZone(next, { turns: true })} />
          <button
            type="button"
            className={styles.zone}
            aria-label={t('toggleMenu')}
            aria-expanded={menuOpen}
            onClick={zoom.tapZone(onToggleMenu, { turns: false })}
          />
          <button type="button" className={styles.zone} aria-label={t('previousPage')} onClick={zoom.tapZone(previous, { turns: true })} />
        </div>
        {children}
        {menuOpen && <ZoomControls zoom={zoom} />}
      </div>
      {atEnd && (
        // Out of the reader's box: its touch-action (none, for the zoom) would keep a finger from scrolling the end page.
        <div className={styles.endPage}>
          <button type="button" className={`${styles.overlayButton} ${styles.endPageBack}`} onClick={previous}>
            {t('backToLastPage')}
          </button>
          {endPage}
        </div>
      )}
    </>
  );
}
