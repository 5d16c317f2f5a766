import { useState } from 'react';

/**
 * The menu over the page belongs to the page it was opened on, so it gets out of the way
 * when a page turns. Open on the first page, so a reader sees the way out at once.
 */
export function usePageMenu(page: number) {
  const [menuPage, setMenuPage] = useState<number | null>(0);
  const menuOpen = menuPage === page;
  return { menuOpen, toggleMenu: () => setMenuPage(menuOpen ? null : page) };
}
