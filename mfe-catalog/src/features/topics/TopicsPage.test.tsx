import '../../i18n/register-content';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi } from '../../../../test-support/stub-api';
import { TOPIC_CATEGORIES, makePost, postPage } from '../../testing/fixtures';
import { TopicsPage } from './TopicsPage';

function contentStub() {
  return stubApi({
    '/wp-json/wp/v2/categories': () => ({ data: { category_list: TOPIC_CATEGORIES } }),
    '/wp-json/wp/v2/topics': (params) => {
      const page = Number(params.get('page'));
      const category = params.get('categories');
      if (category === '2') return { data: postPage([]) };
      return { data: postPage([makePost({ id: page, slug: `topics-${page}`, title: `ニュース ${page}ページ目` })], 45) };
    },
    '/wp-json/wp/v2/topics_memory': (params) =>
      params.get('categories') === '3' || params.get('categories') === '2'
        ? { data: postPage([]) }
        : { data: postPage([makePost({ id: 900, slug: 'memory-900', title: '思い出のふろく特集' })]) },
  });
}

test('lists the news and the archive under their headings, each article a link to its page with its date', async () => {
  contentStub();
  renderWithProviders(<TopicsPage />, { route: '/topics/' });

  expect(screen.getByRole('heading', { level: 1, name: 'トピックス' })).toBeTruthy();
  const news = await screen.findByRole('region', { name: '新着記事' });
  const article = await within(news).findByRole('link', { name: /ニュース 1ページ目/ });
  expect(article.getAttribute('href')).toBe('/topics/topics-1');
  expect(within(article).getByText('2026.11.20')).toBeTruthy();
  const archive = await screen.findByRole('region', { name: 'アーカイブ' });
  // The archive is its own request: it may still be loading when the news has arrived.
  expect((await within(archive).findByRole('link', { name: /思い出のふろく特集/ })).getAttribute('href')).toBe('/topics/memory-900');
});

test('links every category, marking the current one', async () => {
  contentStub();
  renderWithProviders(<TopicsPage categorySlug="publish_info" />, { route: '/topics/category/publish_info/' });

  const nav = await screen.findByRole('navigation', { name: 'カテゴリ' });
  expect(within(nav).getByRole('link', { name: 'すべて' }).getAttribute('href')).toBe('/topics');
  const current = within(nav).getByRole('link', { name: 'コミックス発売情報' });
  expect(current.getAttribute('aria-current')).toBe('page');
  expect(within(nav).getByRole('link', { name: 'ちゃお最新号' }).getAttribute('href')).toBe('/topics/category/ciao_magazine');
});

test("a category page asks only for that category's articles and leaves out an empty archive", async () => {
  const stub = contentStub();
  renderWithProviders(<TopicsPage categorySlug="publish_info" />, { route: '/topics/category/publish_info/' });

  expect(await screen.findByRole('heading', { level: 1, name: 'コミックス発売情報' })).toBeTruthy();
  expect(await screen.findByRole('link', { name: /ニュース 1ページ目/ })).toBeTruthy();
  const topicCalls = stub.calls.filter((call) => call.path.startsWith('/wp-json/wp/v2/topics'));
  expect(new Set(topicCalls.map((call) => call.path))).toEqual(new Set(['/wp-json/wp/v2/topics', '/wp-json/wp/v2/topics_memory']));
  expect(topicCalls.every((call) => call.params.get('categories') === '3')).toBe(true);
  // The archive was asked for (above) and answers on its own: CI once looked while it was still loading.
  await waitFor(() => expect(screen.queryByRole('region', { name: 'アーカイブ' })).toBeNull());
});

test('pages through the news with ?page=', async () => {
  const stub = contentStub();
  const { user, router } = renderWithProviders(<TopicsPage />, { route: '/topics/' });

  const pager = await screen.findByRole('navigation', { name: '新着記事のページ' });
  await user.click(within(pager).getByRole('button', { name: /3/ }));

  expect(router.state.location.search).toBe('?page=3');
  expect(await screen.findByRole('link', { name: /ニュース 3ページ目/ })).toBeTruthy();
  expect(stub.calls.some((call) => call.path === '/wp-json/wp/v2/topics' && call.params.get('page') === '3')).toBe(true);
});

test('a category with no articles says so', async () => {
  contentStub();
  renderWithProviders(<TopicsPage categorySlug="ciao_deluxe_magazine" />, { route: '/topics/category/ciao_deluxe_magazine/' });

  expect(await screen.findByText('このカテゴリの記事はまだありません。')).toBeTruthy();
  expect(screen.queryByRole('region', { name: '新着記事' })).toBeNull();
  expect(screen.queryByRole('region', { name: 'アーカイブ' })).toBeNull();
});

test('an unknown category is not found, with a way back to all topics', async () => {
  contentStub();
  renderWithProviders(<TopicsPage categorySlug="no_such_category" />, { route: '/topics/category/no_such_category/' });

  expect(await screen.findByRole('heading', { name: 'カテゴリが見つかりません。' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'トピックス一覧へ' }).getAttribute('href')).toBe('/topics');
});

test('shows everything in English too', async () => {
  contentStub();
  renderWithProviders(<TopicsPage />, { route: '/topics/', language: 'en' });

  expect(screen.getByRole('heading', { level: 1, name: 'Topics' })).toBeTruthy();
  expect(await screen.findByRole('region', { name: 'Latest articles' })).toBeTruthy();
});
