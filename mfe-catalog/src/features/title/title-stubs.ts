import type { StubRoute } from '../../../../test-support/stub-api';

/** The calls that decorate a title page (genres, supplement, volumes, likes), answered for title 42. */
export const titleExtraRoutes: Record<string, StubRoute> = {
  '/genre/list': () => ({ data: { genre_list: [{ genre_id: 1, genre_name: 'ファンタジー', image_url: '/images/genre/1.png' }] } }),
  '/title/supplement': () => ({
    data: {
      title_id: 42,
      author_id: 7,
      author_name: 'みかん',
      tag_info_list: [],
      magazine_category_list: [{ magazine_category_id: 2, magazine_category_name_text: 'ちゃお本誌' }],
      comic_count: 1,
      free_episode_count: 3,
      first_episode_id: 201,
      latest_episode_id: 204,
      eval_count: 1234,
      next_update_at: '2026-12-01T00:00:00',
    },
  }),
  '/comic/list': () => ({
    data: {
      comic_list: [
        {
          comic_id: 9,
          title_id: 42,
          volume: 1,
          comic_name: 'ねこねこ探偵団 1',
          isbn: '9784000000001',
          price: 528,
          release_date: '2026-04-28T00:00:00',
          thumbnail_image_url: '/images/comic/9/cover.png',
        },
      ],
    },
  }),
  '/web/episode/eval/get': (params) => ({
    data: { title_id: 42, episode_id: Number(params.get('episode_id')), eval_count: 5, is_evaluated: false },
  }),
};
