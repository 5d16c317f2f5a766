import { wpAuthor, wpAuthorList, wpCategories, wpLimited, wpTopic, wpTopics, wpTopicsMemory } from '@ciao/shared/contracts';
import { apiForThisFile, loginDemoReader } from './support/api-harness';

const api = apiForThisFile();

test('GET /wp-json/wp/v2/topics answers 20 articles a page, newest first, with totals', async () => {
  const page = wpTopics.response.parse((await api.call(wpTopics, {})).body.data);
  expect(page.post_list).toHaveLength(20);
  const dates = page.post_list.map((post) => post.date);
  expect(dates).toEqual([...dates].sort().reverse());
  expect(page.total).toBeGreaterThan(20);
  expect(page.total_pages).toBe(Math.ceil(page.total / 20));
  expect(page.post_list[0]?.title).toMatch(/[ぁ-んァ-ヶ一-龠]/);
  const second = wpTopics.response.parse((await api.call(wpTopics, { page: 2 })).body.data);
  expect(second.post_list[0]?.id).not.toBe(page.post_list[0]?.id);
});

test('topics filter by any of the tags and by category; bad params answer 1001', async () => {
  const tagged = wpTopics.response.parse((await api.call(wpTopics, { tags: '3,6', per_page: 100 })).body.data);
  expect(tagged.post_list.length).toBeGreaterThan(0);
  for (const post of tagged.post_list) expect(post.tags.some((tag) => tag === 3 || tag === 6)).toBe(true);
  const category = wpTopics.response.parse((await api.call(wpTopics, { categories: 3, per_page: 100 })).body.data);
  for (const post of category.post_list) expect(post.categories).toEqual([3]);
  expect((await api.call(wpTopics, { per_page: 0 })).body.response_code).toBe(1001);
  expect((await api.call(wpTopics, { tags: 'furoku' })).body.response_code).toBe(1001);
});

test('GET /wp-json/wp/v2/topics_memory answers the archive only', async () => {
  const memory = wpTopicsMemory.response.parse((await api.call(wpTopicsMemory, { per_page: 100 })).body.data);
  expect(memory.total).toBeGreaterThan(0);
  const topics = wpTopics.response.parse((await api.call(wpTopics, { per_page: 100 })).body.data);
  const topicIds = new Set(topics.post_list.map((post) => post.id));
  for (const post of memory.post_list) expect(topicIds.has(post.id)).toBe(false);
  expect((await api.call(wpTopicsMemory, { page: 0 })).body.response_code).toBe(1001);
});

test('GET /wp-json/wp/v2/topics/detail answers one news or archive article by slug; 1001 for unknown or subscriber-only', async () => {
  const [news] = wpTopics.response.parse((await api.call(wpTopics, { per_page: 1 })).body.data).post_list;
  const [archived] = wpTopicsMemory.response.parse((await api.call(wpTopicsMemory, { per_page: 1 })).body.data).post_list;
  const [limited] = wpLimited.response.parse((await api.call(wpLimited, { per_page: 1 })).body.data).post_list;
  for (const post of [news, archived]) {
    const { post: detail } = wpTopic.response.parse((await api.call(wpTopic, { slug: post?.slug ?? '' })).body.data);
    expect(detail).toEqual(post);
    expect(detail.content).toEqual(expect.stringContaining('<p>'));
  }
  expect((await api.call(wpTopic, { slug: limited?.slug ?? '' })).body.response_code).toBe(1001);
  expect((await api.call(wpTopic, { slug: 'no-such-topic' })).body.response_code).toBe(1001);
  expect((await api.call(wpTopic, { slug: '../etc' })).body.response_code).toBe(1001);
});

test('GET /wp-json/wp/v2/limited lists subscriber articles, with their content only for a subscriber', async () => {
  const visitor = wpLimited.response.parse((await api.call(wpLimited, {})).body.data);
  expect(visitor.is_subscriber).toBe(false);
  expect(visitor.post_list.length).toBeGreaterThan(0);
  for (const post of visitor.post_list) expect(post.content).toBeNull();
  const session = await loginDemoReader(api);
  const subscriber = wpLimited.response.parse((await api.call(wpLimited, {}, { session })).body.data);
  expect(subscriber.is_subscriber).toBe(true);
  for (const post of subscriber.post_list) expect(post.content).toEqual(expect.stringContaining('<p>'));
  // Each carries its picture: the title's wide cover, which the API serves (images.api.test.ts).
  for (const post of subscriber.post_list) expect(post.content).toMatch(/<img src="\/api\/image\/cover\/\d+-rect\.png" alt="[^"]+"/);
  expect((await api.call(wpLimited, { per_page: 101 })).body.response_code).toBe(1001);
});

test('GET /wp-json/wp/v2/categories answers the categories with public article counts', async () => {
  const { category_list } = wpCategories.response.parse((await api.call(wpCategories, {})).body.data);
  expect(category_list.map((category) => category.slug)).toEqual([
    'ciao_magazine',
    'ciao_deluxe_magazine',
    'publish_info',
    'how_to_draw',
    'event',
    'present',
  ]);
  expect(category_list.some((category) => category.count > 0)).toBe(true);
});

test('GET /wp-json/wp/v2/author lists the artists, or the author of a title; 3000 for an unknown title', async () => {
  const all = wpAuthorList.response.parse((await api.call(wpAuthorList, {})).body.data);
  expect(all.author_list).toHaveLength(20);
  const ofTitle = wpAuthorList.response.parse((await api.call(wpAuthorList, { title: 101 })).body.data);
  expect(ofTitle.author_list.map((author) => author.author_name)).toEqual(['春野みるく']);
  expect(ofTitle.author_list[0]?.title_id_list).toContain(101);
  expect((await api.call(wpAuthorList, { title: 4242 })).body.response_code).toBe(3000);
});

test("GET /wp-json/wp/v2/author/detail answers a profile and the author's topics; 1001 for an unknown author", async () => {
  const data = wpAuthor.response.parse((await api.call(wpAuthor, { author_id: 1 })).body.data);
  expect(data.author.author_name).toBe('春野みるく');
  expect(data.author.profile_text.length).toBeGreaterThan(0);
  for (const post of data.topics.post_list) {
    expect(post.author_id).toBe(1);
    // Only articles with a public page of their own: news and archive, no subscriber-only ones.
    expect(post.link).toMatch(/^\/topics\//);
  }
  expect(data.topics.post_list.length).toBeLessThanOrEqual(20);
  expect((await api.call(wpAuthor, { author_id: 999 })).body.response_code).toBe(1001);
  expect((await api.call(wpAuthor, {} as { author_id: number })).body.response_code).toBe(1001);
});
