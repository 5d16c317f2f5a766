import type { Episode, Post, Title, TitleSummary } from '@ciao/shared';

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

/** A content-service article (`/wp-json/wp/v2/topics` and friends). */
export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    id: 1000,
    date: '2026-11-20T10:00:00',
    slug: 'topics-1000',
    title: '新連載「ひみつのまほう学園」スタート！',
    excerpt: 'さくら もも先生の新連載がはじまりました。',
    content: '<p>さくら もも先生の新連載がはじまりました。</p><p>第1話は無料で読めるよ！</p>',
    categories: [1],
    tags: [2],
    title_id: 1,
    author_id: 7,
    link: '/topics/topics-1000/',
    ...overrides,
  };
}

export const TOPIC_CATEGORIES = [
  { id: 1, slug: 'ciao_magazine', name: 'ちゃお最新号', count: 3 },
  { id: 2, slug: 'ciao_deluxe_magazine', name: 'ちゃおデラックス', count: 0 },
  { id: 3, slug: 'publish_info', name: 'コミックス発売情報', count: 2 },
];

/** A page of posts as the content service answers it. */
export function postPage(posts: Post[], total = posts.length, perPage = 20) {
  return { post_list: posts, total, total_pages: Math.ceil(total / perPage) };
}
