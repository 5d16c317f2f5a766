export type PageItem = number | 'gap';

/**
 * The page numbers a pager shows: always the first and last, the current one with a
 * neighbour on each side, and a gap where pages are left out.
 */
export function pageWindow(page: number, pageCount: number): PageItem[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const n of sorted) {
    const previous = items[items.length - 1];
    if (typeof previous === 'number' && n - previous > 1) items.push('gap');
    items.push(n);
  }
  return items;
}
