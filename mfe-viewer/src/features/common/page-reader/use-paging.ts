import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { pageImages } from './page-images';
import { type Spread, pairPages, singlePages, spreadIndexOf } from './spreads';
import { useSpreadView } from './use-spread-view';

export interface Paging {
  /** The page reading is at: the first page of the spread shown (0-based). */
  page: number;
  /** The pages on screen, in reading order: one, or two side by side in a spread. */
  shown: Spread;
  /** The last spread is on screen (and not the end page after it). */
  isLast: boolean;
  /**
   * The end page is on screen: the turn after the last page, a page of its own (never drawn
   * over the art). Only with `endPage`; `shown` then stays the last spread, where reading stopped.
   */
  atEnd: boolean;
  next: () => void;
  previous: () => void;
}

export interface PagingOptions {
  initialPage?: number;
  /** One more turn after the last spread: the end page (`Paging.atEnd`). */
  endPage?: boolean;
}

/**
 * Right-to-left paging (Japanese manga): the left arrow key moves forward, the right one
 * back, by a spread (one page, or two side by side). The page stays within the pages, plus
 * the end page when asked for; `initialPage` is where reading starts (a page chosen in a
 * table of contents, or where the reader stopped): the spread holding it opens, never the end page.
 */
export function usePaging(spreads: readonly Spread[], { initialPage = 0, endPage = false }: PagingOptions = {}): Paging {
  const lastPage = Math.max(...spreads.flat(), 0);
  // The end page is the index after the last page: a turn there changes `page`, so the menu and
  // the zoom, which belong to a page, leave the art's last page behind.
  const endIndex = lastPage + 1;
  const [page, setPage] = useState(() => Math.min(Math.max(initialPage, 0), lastPage));
  const atEnd = endPage && page === endIndex;
  const current = atEnd ? spreads.length - 1 : spreadIndexOf(spreads, page);
  const shown = spreads[current] ?? [page];
  const next = useCallback(
    () =>
      setPage((at) => {
        if (at === endIndex) return at;
        const following = spreadIndexOf(spreads, at) + 1;
        if (following < spreads.length) return spreads[following]?.[0] ?? at;
        return endPage ? endIndex : at;
      }),
    [spreads, endPage, endIndex],
  );
  const previous = useCallback(
    () =>
      setPage((at) => {
        const current = at === endIndex ? spreads.length : spreadIndexOf(spreads, at);
        return spreads[Math.max(current - 1, 0)]?.[0] ?? at;
      }),
    [spreads, endIndex],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // defaultPrevented: the key was used already (an arrow that pans a zoomed page).
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') next();
      else if (event.key === 'ArrowRight') previous();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [next, previous]);

  return { page, shown, isLast: !atEnd && current === spreads.length - 1, atEnd, next, previous };
}

const subscribeToImages = (onChange: () => void) => pageImages.subscribe(onChange);

/**
 * The indices of the pages known to be wide, as a string so that an unchanged set is the same
 * snapshot. None on the server (and while adopting its first screen): no page has loaded there.
 */
function useWidePages(pages: readonly string[]): string {
  return useSyncExternalStore(
    subscribeToImages,
    () => pages.flatMap((url, index) => (pageImages.isWide(url) ? [index] : [])).join(','),
    () => '',
  );
}

/**
 * Paging over spreads: two pages side by side in a wide landscape window (the cover alone
 * when `coverAlone`, a wide page alone), else one page at a time.
 */
export function useSpreadPaging(
  pages: readonly string[],
  { initialPage = 0, coverAlone = false, endPage = false }: PagingOptions & { coverAlone?: boolean } = {},
): Paging {
  const spreadView = useSpreadView();
  const wide = useWidePages(pages);
  const spreads = useMemo(() => {
    if (!spreadView) return singlePages(pages.length);
    const widePages = new Set(wide.split(',').filter(Boolean).map(Number));
    return pairPages(pages.length, { coverAlone, isWide: (index) => widePages.has(index) });
  }, [spreadView, wide, coverAlone, pages.length]);
  return usePaging(spreads, { initialPage, endPage });
}
