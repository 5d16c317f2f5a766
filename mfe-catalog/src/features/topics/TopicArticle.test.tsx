import '../../i18n/register-content';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi } from '../../../../test-support/stub-api';
import { TOPIC_CATEGORIES, makePost } from '../../testing/fixtures';
import { TopicArticle } from './TopicArticle';

function articleStub() {
  return stubApi({
    '/wp-json/wp/v2/categories': () => ({ data: { category_list: TOPIC_CATEGORIES } }),
    '/wp-json/wp/v2/topics/detail': (params) =>
      params.get('slug') === 'topics-1000' ? { data: { post: makePost() } } : { code: 1001, status: 400 },
  });
}

test('shows the article: category, title, date, its paragraphs, and links to the title and the author', async () => {
  const stub = articleStub();
  renderWithProviders(<TopicArticle slug="topics-1000" />, { route: '/topics/topics-1000/' });

  const article = await screen.findByRole('article');
  expect(within(article).getByRole('heading', { level: 1, name: '新連載「ひみつのまほう学園」スタート！' })).toBeTruthy();
  expect(within(article).getByText('2026.11.20')).toBeTruthy();
  expect(within(article).getByText('第1話は無料で読めるよ！').tagName).toBe('P');
  expect((await within(article).findByRole('link', { name: 'ちゃお最新号' })).getAttribute('href')).toBe('/topics/category/ciao_magazine');
  const related = within(article).getByRole('list', { name: '関連リンク' });
  expect(within(related).getByRole('link', { name: 'この作品を読む' }).getAttribute('href')).toBe('/title/00001');
  expect(within(related).getByRole('link', { name: 'この先生のページへ' }).getAttribute('href')).toBe('/author/7');
  expect(stub.calls.find((call) => call.path === '/wp-json/wp/v2/topics/detail')?.params.get('slug')).toBe('topics-1000');
});

test('an unknown article (1001) is not found, with a way back to the topics', async () => {
  articleStub();
  renderWithProviders(<TopicArticle slug="topics-9" />, { route: '/topics/topics-9/' });

  expect(await screen.findByRole('heading', { name: '記事が見つかりません。' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'トピックス一覧へ' }).getAttribute('href')).toBe('/topics');
});

test('another failure shows an error with a retry that loads the article', async () => {
  let failing = true;
  stubApi({
    '/wp-json/wp/v2/categories': () => ({ data: { category_list: TOPIC_CATEGORIES } }),
    '/wp-json/wp/v2/topics/detail': () => (failing ? { code: 1103, status: 429 } : { data: { post: makePost() } }),
  });
  const { user } = renderWithProviders(<TopicArticle slug="topics-1000" />, { route: '/topics/topics-1000/' });

  expect((await screen.findByRole('alert')).textContent).toContain('サイトが混み合っています');
  failing = false;
  await user.click(screen.getByRole('button', { name: 'もう一度読み込む' }));
  expect(await screen.findByRole('heading', { level: 1, name: '新連載「ひみつのまほう学園」スタート！' })).toBeTruthy();
});
