import { useCallback, useEffect, useState } from 'react';

export interface Paging {
  page: number;
  isLast: boolean;
  next: () => void;
  previous: () => void;
  /** Opens a page by its index (from a table of contents); kept within the pages. */
  goTo: (page: number) => void;
}

/**
 * Right-to-left paging (Japanese manga): the left arrow key moves forward, the right one
 * back. The page index stays within the pages. `keys: false` leaves the arrow keys alone
 * (while something else, a table of contents, is on screen).
 */
export function usePaging(pageCount: number, { keys = true }: { keys?: boolean } = {}): Paging {
  const [page, setPage] = useState(0);
  const last = Math.max(pageCount - 1, 0);
  const next = useCallback(() => setPage((current) => Math.min(current + 1, last)), [last]);
  const previous = useCallback(() => setPage((current) => Math.max(current - 1, 0)), []);
  const goTo = useCallback((target: number) => setPage(Math.min(Math.max(target, 0), last)), [last]);

  useEffect(() => {
    if (!keys) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') next();
      else if (event.key === 'ArrowRight') previous();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [keys, next, previous]);

  return { page, isLast: page === last, next, previous, goTo };
}
