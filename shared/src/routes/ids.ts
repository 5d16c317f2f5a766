/** Spec 5: titleId and magazineId are exactly 5 digits in URLs; episodeId a non-negative integer. */
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
