import { genreSearchList, keywordList, magazineCategoryList, useApiQuery } from '@ciao/shared';

/** How many keywords the search form offers (the most used first). */
export const KEYWORD_LIMIT = 30;

/** The three lists the search form links to (docs/product-rules.md §7, what the search modal reads); one cache entry each, shared with the result pages. */
export function useSearchLists() {
  const genres = useApiQuery(genreSearchList, { is_group: true });
  const keywords = useApiQuery(keywordList, { is_group: true, limit: KEYWORD_LIMIT });
  const categories = useApiQuery(magazineCategoryList, {});
  return { genres, keywords, categories };
}
