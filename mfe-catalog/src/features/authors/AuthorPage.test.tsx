import '../../i18n/register-content';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi } from '../../../../test-support/stub-api';
import { makePost, makeTitle, postPage } from '../../testing/fixtures';
import { AuthorPage } from './AuthorPage';

const AUTHOR = {
  author_id: 1,
  author_name: '春野みるく',
  profile_text: '3月生まれ。好きなものはねこ。',
  debut_year: 2015,
  title_id_list: [101, 102],
};

function authorStub() {
  return stubApi({
    '/wp-json/wp/v2/author/detail': (params) =>
      params.get('author_id') === '1'
        ? {
            data: {
              author: AUTHOR,
              topics: postPage(
                [makePost({ id: Number(params.get('page')), slug: `topics-${params.get('page')}`, title: `記事 ${params.get('page')}` })],
                25,
              ),
            },
          }
        : { code: 1001, status: 400 },
    '/title/list': () => ({
      data: {
        title_list: [makeTitle({ title_id: 101, title_name: 'みるくの教室' }), makeTitle({ title_id: 102, title_name: 'ねこのおうち' })],
      },
    }),
  });
}

test("shows the artist's profile, their titles as cover cards and their topics", async () => {
  const stub = authorStub();
  renderWithProviders(<AuthorPage authorId={1} />, { route: '/author/1' });

  expect(await screen.findByRole('heading', { level: 1, name: '春野みるく先生' })).toBeTruthy();
  expect(screen.getByText('3月生まれ。好きなものはねこ。')).toBeTruthy();
  expect(screen.getByText('2015年デビュー')).toBeTruthy();
  const titles = screen.getByRole('region', { name: '作品' });
  expect((await within(titles).findByRole('link', { name: /みるくの教室/ })).getAttribute('href')).toBe('/title/00101');
  expect(within(titles).getByRole('link', { name: /ねこのおうち/ })).toBeTruthy();
  expect(stub.calls.find((call) => call.path === '/title/list')?.params.get('title_id_list')).toBe('101,102');
  const topics = screen.getByRole('region', { name: 'この先生のトピックス' });
  expect(
    within(topics)
      .getByRole('link', { name: /記事 1/ })
      .getAttribute('href'),
  ).toBe('/topics/topics-1');
});

test("pages through the artist's topics, 20 a page", async () => {
  const stub = authorStub();
  const { user, router } = renderWithProviders(<AuthorPage authorId={1} />, { route: '/author/1' });

  const pager = await screen.findByRole('navigation', { name: 'トピックスのページ' });
  await user.click(within(pager).getByRole('button', { name: /2/ }));

  expect(router.state.location.search).toBe('?page=2');
  expect(await screen.findByRole('link', { name: /記事 2/ })).toBeTruthy();
  const detailCall = stub.calls.find((call) => call.path === '/wp-json/wp/v2/author/detail');
  expect(detailCall?.params.get('per_page')).toBe('20');
});

test('an unknown artist (1001) is not found, with a way back to the list', async () => {
  authorStub();
  renderWithProviders(<AuthorPage authorId={999} />, { route: '/author/999' });

  expect(await screen.findByRole('heading', { name: 'まんが家が見つかりません。' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'まんが家一覧へ' }).getAttribute('href')).toBe('/author');
});
