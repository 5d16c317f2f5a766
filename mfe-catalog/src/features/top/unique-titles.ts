import type { TitleSummary } from '@ciao/shared';

/** A row never shows one title twice: the first appearance stays, later ones go. */
export function uniqueTitles<T extends TitleSummary>(titles: readonly T[]): T[] {
  const seen = new Set<number>();
  return titles.filter((title) => {
    if (seen.has(title.title_id)) return false;
    seen.add(title.title_id);
    return true;
  });
}
