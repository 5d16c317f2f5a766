import type { Episode, Title, TitleSummary } from '@ciao/shared';

/** Test data that satisfies the shared contracts, with overrides per test. */
export function makeTitleSummary(overrides: Partial<TitleSummary> = {}): TitleSummary {
  return {
    title_id: 1,
    title_name: 'ひみつのまほう学園',
    author_text: 'さくら もも',
    introduction_text: 'まほう学園に入学した女の子のおはなし。',
    thumbnail_rect_image_url: '/images/title/1/rect.png',
    episode_id_list: [101, 102, 103],
    genre_id_list: [1],
    ...overrides,
  };
}

export function makeTitle(overrides: Partial<Title> = {}): Title {
  return {
    ...makeTitleSummary(),
    thumbnail_image_url: '/images/title/1/cover.png',
    author_id: 7,
    rating_age: 0,
    weekday: 'monday',
    is_finished: false,
    latest_update_at: '2026-11-02T00:00:00',
    ...overrides,
  };
}

export function makeEpisode(overrides: Partial<Episode> = {}): Episode {
  return {
    episode_id: 101,
    title_id: 1,
    episode_name: '第1話 はじまりの日',
    index: 1,
    point: 0,
    thumbnail_image_url: '/images/episode/101/thumb.png',
    introduction_text: '',
    start_time: '2026-10-01T00:00:00',
    status: 'free',
    rental_expire_time: null,
    ...overrides,
  };
}
