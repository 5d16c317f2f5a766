import type { StubAnswer, StubRoute } from '../../../../test-support/stub-api';
import { makeTitleSummary } from '../../testing/fixtures';

/** The three lists of the search form, as the API answers them. */
export const searchListRoutes: Record<string, StubRoute> = {
  '/genre/search/list': () => ({
    data: {
      genre_list: [
        { genre_id: 3, genre_name: 'ファンタジー', image_url: '/images/genre/3.png', title_count: 4 },
        { genre_id: 5, genre_name: 'ラブコメ', image_url: '/images/genre/5.png', title_count: 2 },
      ],
    },
  }),
  '/keyword/list': () => ({ data: { tag_list: [{ tag_id: 8, tag_name: '魔法', title_count: 3 }], total_count: 1 } }),
  '/magazine/category/list': () => ({
    data: { magazine_category_list: [{ magazine_category_id: 2, magazine_category_name_text: 'ちゃお本誌' }] },
  }),
};

/** A /search/title answer of `total` titles, `count` of them on this page. */
export function searchAnswer(total: number, count = Math.min(total, 30)): StubAnswer {
  return {
    data: {
      total_count: total,
      title_list: Array.from({ length: count }, (_, index) =>
        makeTitleSummary({ title_id: 100 + index, title_name: `作品${index + 1}`, author_text: `作者${index + 1}` }),
      ),
    },
  };
}
