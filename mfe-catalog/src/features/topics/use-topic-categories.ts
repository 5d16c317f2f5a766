import { useApiQuery, wpCategories } from '@ciao/shared';

/** The topics categories (`/wp-json/wp/v2/categories`), shared by the list, category and article screens. */
export function useTopicCategories() {
  return useApiQuery(wpCategories, {});
}
