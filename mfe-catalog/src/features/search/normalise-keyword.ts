/**
 * docs/product-rules.md §5: half-width katakana becomes full-width and full-width ASCII half-width, before
 * searching. NFKC does both (and joins a half-width kana with its voiced mark: ｶﾞ -> ガ),
 * the same rule the API applies to both sides of its comparison. Runs of spaces (full-width
 * ones included) become one; a keyword of spaces only is empty, and is ignored.
 */
export function normaliseKeyword(text: string): string {
  return text.normalize('NFKC').trim().replace(/\s+/g, ' ');
}
