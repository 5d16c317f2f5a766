import '../../i18n/register';
import { screen, waitFor } from '@testing-library/react';
import { makeAccount, makeTitleSummary } from '../../../../test-support/fixtures';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi } from '../../../../test-support/stub-api';
import { MyPages } from '../../exposes/MyPages';

/** A server-side favorites list the stub pages and removes from, like the API. */
function favoritesServer(ids: number[]) {
  const favorites = [...ids];
  return stubApi({
    '/favorite/list': (params) => {
      const offset = Number(params.get('offset'));
      const limit = Number(params.get('limit'));
      const page = favorites.slice(offset, offset + limit);
      return {
        data: {
          favorite_list: page.map((id) => ({ title_id: id, created_at: '2026-11-20T10:00:00' })),
          total_count: favorites.length,
          title_list: page.map((id) => makeTitleSummary(id, `作品${id}`)),
        },
      };
    },
    '/favorite/delete': (params) => {
      const id = Number(params.get('title_id'));
      favorites.splice(favorites.indexOf(id), 1);
      return { data: { title_id: id, is_deleted: true, favorite_count: 3 } };
    },
  });
}

function renderFavorites(route = '/my/favorite') {
  return renderWithProviders(<MyPages screen="favorite" />, { route, session: { isLoggedIn: true, account: makeAccount() } });
}

test('lists the favorite titles with the title pages and how many there are', async () => {
  const stub = favoritesServer([101, 102]);
  renderFavorites();
  expect(screen.getByRole('heading', { level: 1, name: 'お気に入りの作品' })).toBeTruthy();
  expect((await screen.findByRole('link', { name: /作品101$/ })).getAttribute('href')).toBe('/title/00101');
  expect(screen.getByText('2作品（最大100作品）')).toBeTruthy();
  expect(stub.calls[0]?.params.get('needs_title_list')).toBe('true');
  expect(stub.calls[0]?.params.get('limit')).toBe('20');
});

test('removes a title and reads the list again', async () => {
  const stub = favoritesServer([101, 102]);
  const { user } = renderFavorites();
  await user.click(await screen.findByRole('button', { name: '作品101をお気に入りから外す' }));
  await waitFor(() => expect(screen.queryByRole('link', { name: /作品101$/ })).toBeNull());
  expect(screen.getByRole('link', { name: /作品102$/ })).toBeTruthy();
  expect(await screen.findByText('作品101をお気に入りから外しました')).toBeTruthy();
  expect(stub.calls.find((call) => call.path === '/favorite/delete')?.params.get('title_id')).toBe('101');
});

test('pages by limit and offset, and a page emptied by removals falls back to the last page', async () => {
  const stub = favoritesServer(Array.from({ length: 21 }, (_, index) => 200 + index));
  const { user, router } = renderFavorites();
  await screen.findByRole('link', { name: /作品200$/ });
  await user.click(screen.getByRole('button', { name: '2ページ目' }));
  expect(await screen.findByRole('link', { name: /作品220$/ })).toBeTruthy();
  expect(stub.calls.at(-1)?.params.get('offset')).toBe('20');

  await user.click(screen.getByRole('button', { name: '作品220をお気に入りから外す' }));
  await waitFor(() => expect(router.state.location.search).toBe(''));
  expect(await screen.findByRole('link', { name: /作品200$/ })).toBeTruthy();
});

test('an empty list says how to add favorites', async () => {
  favoritesServer([]);
  renderFavorites();
  expect(await screen.findByText('お気に入りの作品はまだありません。作品ページの「お気に入り」で追加できます。')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'マンガをさがす' }).getAttribute('href')).toBe('/');
});

test('is linked from my page', async () => {
  stubApi({});
  renderWithProviders(<MyPages screen="home" />, { route: '/my', session: { isLoggedIn: true, account: makeAccount() } });
  expect(screen.getByRole('link', { name: 'お気に入りの作品' }).getAttribute('href')).toBe('/my/favorite');
});

test('speaks English too', async () => {
  favoritesServer([101]);
  renderWithProviders(<MyPages screen="favorite" />, {
    route: '/my/favorite',
    language: 'en',
    session: { isLoggedIn: true, account: makeAccount() },
  });
  expect(await screen.findByRole('button', { name: 'Remove 作品101 from favorites' })).toBeTruthy();
  expect(screen.getByText('1 title (up to 100)')).toBeTruthy();
});
