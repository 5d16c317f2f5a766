import { useState } from 'react';

/**
 * The menu over the page belongs to the page it was opened on, so it gets out of the way
 * when a page turns. Open on the page reading starts at (the first, or the one chosen in a
 * table of contents), so a reader sees the way out at once.
 */
export function usePageMenu(page: number) {
  const [menuPage, setMenuPage] = useState<number | null>(page);
  const menuOpen = menuPage === page;
  return { menuOpen, toggleMenu: () => setMenuPage(menuOpen ? null : page) };
}
