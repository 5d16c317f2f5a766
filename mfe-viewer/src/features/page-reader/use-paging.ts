import { useCallback, useEffect, useState } from 'react';

export interface Paging {
  page: number;
  isLast: boolean;
  next: () => void;
  previous: () => void;
}

/**
 * Right-to-left paging (Japanese manga): the left arrow key moves forward, the right one
 * back. The page index stays within the pages; `initialPage` is where reading starts (a
 * page chosen in a table of contents).
 */
export function usePaging(pageCount: number, { initialPage = 0 }: { initialPage?: number } = {}): Paging {
  const last = Math.max(pageCount - 1, 0);
  const [page, setPage] = useState(() => Math.min(Math.max(initialPage, 0), last));
  const next = useCallback(() => setPage((current) => Math.min(current + 1, last)), [last]);
  const previous = useCallback(() => setPage((current) => Math.max(current - 1, 0)), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') next();
      else if (event.key === 'ArrowRight') previous();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [next, previous]);

  return { page, isLast: page === last, next, previous };
}
