/** The page indices shown together, in reading order (the first is drawn on the right). */
export type Spread = readonly number[];

/** One page at a time: portrait or narrow windows. */
export function singlePages(pageCount: number): Spread[] {
  return Array.from({ length: Math.max(pageCount, 1) }, (_, index) => [index]);
}

interface SpreadOptions {
  /** The first page (the cover) alone, so the pairs after it shift by one page. */
  coverAlone: boolean;
  /** A page wider than tall is already a double page: it is shown alone. */
  isWide: (index: number) => boolean;
}

/** Pages two by two, as a printed book opens; a wide page, and the cover if asked, alone. */
export function pairPages(pageCount: number, { coverAlone, isWide }: SpreadOptions): Spread[] {
  const spreads: Spread[] = [];
  let index = 0;
  if (coverAlone && pageCount > 0) {
    spreads.push([0]);
    index = 1;
  }
  while (index < pageCount) {
    const partner = index + 1;
    if (isWide(index) || partner >= pageCount || isWide(partner)) {
      spreads.push([index]);
      index += 1;
    } else {
      spreads.push([index, partner]);
      index += 2;
    }
  }
  return spreads.length > 0 ? spreads : [[0]];
}

/** The spread that shows a page (the page a reader resumes at may be the second of its pair). */
export function spreadIndexOf(spreads: readonly Spread[], page: number): number {
  const found = spreads.findIndex((spread) => spread.includes(page));
  return found === -1 ? 0 : found;
}
