/** docs/product-rules.md §5: titleId and magazineId are exactly 5 digits in URLs; episodeId a non-negative integer. */
const FIVE_DIGITS = /^\d{5}$/;
const NON_NEGATIVE_INTEGER = /^(0|[1-9]\d{0,9})$/;

export function isValidTitleId(value: string): boolean {
  return FIVE_DIGITS.test(value);
}

export function isValidMagazineId(value: string): boolean {
  return FIVE_DIGITS.test(value);
}

export function isValidEpisodeId(value: string): boolean {
  return NON_NEGATIVE_INTEGER.test(value) && Number(value) <= 2_147_483_647;
}

/** 1234 -> "01234": ids are numbers on the wire and 5-digit strings in URLs. */
export function padId(id: number): string {
  return String(id).padStart(5, '0');
}

/** The typeKey of a latest link (/title/{titleId}/latest/{typeKey}): what /web/episode/latest counts. */
export const LATEST_TYPES = ['episode', 'free'] as const;
export type LatestType = (typeof LATEST_TYPES)[number];

export function isLatestType(value: string): value is LatestType {
  return (LATEST_TYPES as readonly string[]).includes(value);
}

/** The indexKey of a latest link: 0 (the newest) to 9999, as /web/episode/latest accepts. */
export function isValidLatestIndex(value: string): boolean {
  return /^(0|[1-9]\d{0,3})$/.test(value);
}
