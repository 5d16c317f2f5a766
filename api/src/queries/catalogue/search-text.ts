/**
 * docs/product-rules.md §5: half-width katakana -> full-width, full-width ASCII -> half-width. NFKC does
 * both (and joins a half-width kana with its voiced mark, ｶﾞ -> ガ); lower-casing then
 * makes Latin letters match whatever their case or width. The database applies the same
 * rule to its side with `SQL_NORMALISED` (PostgreSQL's normalize(..., NFKC)).
 */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ');
}

/** The SQL twin of normaliseSearchText for a column expression fixed in code. */
export const sqlNormalised = (column: string) => `lower(normalize(${column}, NFKC))`;
