import '../../i18n/register';
import { screen, waitFor, within } from '@testing-library/react';
import type { SearchPageProps } from '@ciao/shared';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi } from '../../../../test-support/stub-api';
import { SearchPage } from './SearchPage';
import { searchAnswer, searchListRoutes } from './search-stubs';

function renderPage(props: SearchPageProps, route = '/search') {
  return renderWithProviders(<SearchPage {...props} />, { route });
}

test('shows the titles a word finds as cover cards linking to their title pages', async () => {
  const stub = stubApi({ '/search/title': () => searchAnswer(2) });
  renderPage({ kind: 'word', word: 'ねこ' }, '/search/word/ねこ');

  expect(screen.getByRole('heading', { level: 1, name: '「ねこ」の検索結果' })).toBeTruthy();
  const card = await screen.findByRole('link', { name: /作品1/ });
  expect(card.getAttribute('href')).toBe('/title/00100');
  expect(within(card).getByRole('img', { name: '作品1' })).toBeTruthy();
  expect(screen.getByText('2作品')).toBeTruthy();
  const params = stub.calls.find((call) => call.path === '/search/title')?.params;
  expect(params?.get('keyword')).toBe('ねこ');
  expect(params?.get('sort')).toBe('update');
});

test('normalises a word typed into the address (docs/product-rules.md §5)', async () => {
  const stub = stubApi({ '/search/title': () => searchAnswer(1) });
  renderPage({ kind: 'word', word: 'ﾈｺ１' });

  expect(await screen.findByRole('heading', { level: 1, name: '「ネコ1」の検索結果' })).toBeTruthy();
  await screen.findByRole('link', { name: /作品1/ });
  expect(stub.calls[0]?.params.get('keyword')).toBe('ネコ1');
});

test('a word that finds nothing goes on to the Search page with the keyword (docs/product-rules.md §5)', async () => {
  stubApi({ '/search/title': () => searchAnswer(0) });
  const { router } = renderPage({ kind: 'word', word: 'なにもない' }, '/search/word/x');

  await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
  expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('なにもない')}`);
});

test('the Search page says clearly that nothing was found and offers the search again', async () => {
  stubApi(searchListRoutes);
  renderPage({ kind: 'none', keyword: 'なにもない' }, '/search?keyword=x');

  expect(screen.getByRole('heading', { level: 1, name: 'さがす' })).toBeTruthy();
  expect(screen.getByText(/「なにもない」に合う作品は見つかりませんでした/)).toBeTruthy();
  expect((screen.getByRole('searchbox', { name: 'キーワード' }) as HTMLInputElement).value).toBe('なにもない');
  expect(await screen.findByRole('link', { name: 'ファンタジー' })).toBeTruthy();
});

test('pages through the results with the kit pagination and sorts them', async () => {
  const stub = stubApi({ '/search/title': (params) => searchAnswer(65, params.get('offset') === '60' ? 5 : 30) });
  const { user, router } = renderPage({ kind: 'genre', genreId: 3 }, '/search/genre/3');

  await screen.findByRole('link', { name: /作品30/ });
  await user.click(screen.getByRole('button', { name: '3ページ目' }));
  await screen.findByRole('link', { name: /作品5/ });
  expect(screen.queryByRole('link', { name: /作品6/ })).toBeNull();
  expect(router.state.location.search).toBe('?page=3');
  expect(stub.calls.at(-1)?.params.get('offset')).toBe('60');

  await user.selectOptions(screen.getByRole('combobox', { name: 'ならびかえ' }), '人気順');
  await waitFor(() => expect(stub.calls.at(-1)?.params.get('sort')).toBe('popular'));
  expect(stub.calls.at(-1)?.params.get('offset')).toBe('0');
  expect(router.state.location.search).toBe('?page=1&sort=popular');
});

test('names the genre and the magazine category from their lists', async () => {
  const stub = stubApi({ ...searchListRoutes, '/search/title': () => searchAnswer(1) });
  const { unmount } = renderPage({ kind: 'genre', genreId: 3 });
  expect(await screen.findByRole('heading', { level: 1, name: 'ジャンル「ファンタジー」の作品' })).toBeTruthy();
  expect(stub.calls.find((call) => call.path === '/search/title')?.params.get('genre_id')).toBe('3');
  unmount();

  renderPage({ kind: 'category', categoryId: 2 });
  expect(await screen.findByRole('heading', { level: 1, name: '「ちゃお本誌」の作品' })).toBeTruthy();
  expect(
    stub.calls
      .filter((call) => call.path === '/search/title')
      .at(-1)
      ?.params.get('magazine_category'),
  ).toBe('2');
});

test('a keyword link searches its tag by id; a word that is no tag as text', async () => {
  const stub = stubApi({ ...searchListRoutes, '/search/title': () => searchAnswer(1) });
  const { unmount } = renderPage({ kind: 'keyword', keyword: '魔法' });
  expect(screen.getByRole('heading', { level: 1, name: 'キーワード「魔法」の作品' })).toBeTruthy();
  await screen.findByRole('link', { name: /作品1/ });
  expect(stub.calls.find((call) => call.path === '/search/title')?.params.get('tag_id')).toBe('8');
  unmount();

  renderPage({ kind: 'keyword', keyword: 'うさぎ' });
  await screen.findByRole('link', { name: /作品1/ });
  const last = stub.calls.filter((call) => call.path === '/search/title').at(-1)?.params;
  expect(last?.get('keyword')).toBe('うさぎ');
  expect(last?.get('tag_id')).toBeNull();
});

test('shows the localized API error with a retry', async () => {
  let failing = true;
  stubApi({ '/search/title': () => (failing ? { code: 1103, status: 429 } : searchAnswer(1)) });
  const { user } = renderPage({ kind: 'category', categoryId: 2 });

  expect((await screen.findByRole('alert')).textContent).toContain('サイトが混み合っています');
  failing = false;
  await user.click(screen.getByRole('button', { name: 'もう一度読み込む' }));
  expect(await screen.findByRole('link', { name: /作品1/ })).toBeTruthy();
});

test('says so when a genre has no titles', async () => {
  stubApi({ '/search/title': () => searchAnswer(0) });
  const { router } = renderPage({ kind: 'genre', genreId: 9 }, '/search/genre/9');

  expect(await screen.findByText('この条件に合う作品はまだありません。')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/search/genre/9');
});

test('the Search page heads its link groups one level under its h1, and shows them together', async () => {
  stubApi(searchListRoutes);
  renderPage({ kind: 'none' }, '/search');

  const groups = await screen.findAllByRole('heading', { level: 2 });
  expect(groups.map((heading) => heading.textContent)).toEqual(['ジャンルからさがす', 'キーワードからさがす', '雑誌からさがす']);
  expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
});
