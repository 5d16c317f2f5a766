import '../../i18n/register';
import { bus, sessionActions } from '@ciao/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { makeEpisode, makeTitle } from '../../testing/fixtures';
import { makeAccount } from '../../../../test-support/fixtures';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi, type StubAnswer, type StubRoute } from '../../../../test-support/stub-api';
import { TitlePage } from './TitlePage';
import { titleExtraRoutes } from './title-stubs';

const title = makeTitle({ title_id: 42, title_name: 'ねこねこ探偵団', episode_id_list: [201, 202], genre_id_list: [1] });
const episodes = [
  makeEpisode({ episode_id: 201, title_id: 42, index: 1, episode_name: '第1話', status: 'free', point: 0 }),
  makeEpisode({ episode_id: 202, title_id: 42, index: 2, episode_name: '第2話', status: 'points', point: 30 }),
];

function routesWith(overrides: Record<string, StubRoute> = {}, ratingAge = 0): Record<string, StubRoute> {
  return {
    ...titleExtraRoutes,
    '/title/list': (): StubAnswer => ({ data: { title_list: [{ ...title, rating_age: ratingAge }] } }),
    '/episode/list': (): StubAnswer => ({ data: { episode_list: episodes } }),
    '/tag/list': (): StubAnswer => ({ data: { tag_info_list: [{ tag_id: 8, tag_name: '魔法' }] } }),
    ...overrides,
  };
}

function renderTitle() {
  return renderWithProviders(null, {
    route: '/title/00042',
    routes: [
      { path: '/title/:titleId', element: <TitlePage titleId={42} /> },
      { path: '/', element: <p>top page</p> },
    ],
  });
}

function logIn(birthday = '2000-01') {
  act(() => sessionActions.loggedIn(makeAccount({ account_id: 5, birthday })));
}

/** The reader's favorites as the server keeps them; add and delete change it like the API does. */
function favoriteServer(initial: number[] = []) {
  const favorites = new Set(initial);
  return {
    favorites,
    routes: {
      '/favorite/list': (): StubAnswer => ({
        data: {
          favorite_list: [...favorites].map((id) => ({ title_id: id, created_at: '2026-11-24T10:00:00' })),
          total_count: favorites.size,
        },
      }),
      '/favorite/add': (params: URLSearchParams): StubAnswer => {
        favorites.add(Number(params.get('title_id')));
        return { data: { title_id: 42, favorite_count: favorites.size } };
      },
      '/favorite/delete': (params: URLSearchParams): StubAnswer => {
        favorites.delete(Number(params.get('title_id')));
        return { data: { title_id: 42, is_deleted: true, favorite_count: favorites.size } };
      },
    },
  };
}

test('shows genres, tags and magazine as searches, the supplement facts and the comic volumes', async () => {
  stubApi(routesWith());
  renderTitle();
  await screen.findByRole('heading', { level: 1 });

  const genres = await screen.findByRole('list', { name: 'ジャンル' });
  expect(within(genres).getByRole('link', { name: 'ファンタジー' }).getAttribute('href')).toBe('/search/genre/1');
  expect(screen.getByRole('link', { name: '#魔法' }).getAttribute('href')).toBe('/search/keyword/%E9%AD%94%E6%B3%95');
  expect((await screen.findByRole('link', { name: 'ちゃお本誌' })).getAttribute('href')).toBe('/search/category/2');
  expect(screen.getByText('3話')).toBeTruthy();
  expect(screen.getByText('1,234')).toBeTruthy();
  expect(screen.getByText('2026.12.01')).toBeTruthy();
  const volumes = await screen.findByRole('region', { name: '単行本' });
  expect(within(volumes).getByRole('img', { name: 'ねこねこ探偵団 1の表紙' })).toBeTruthy();
  expect(within(volumes).getByText('2026.04.28発売・528円')).toBeTruthy();
});

test('a visitor who presses favorite is asked to log in and comes back to the title', async () => {
  const asked: unknown[] = [];
  const off = bus.on('auth:open-login', (payload) => asked.push(payload));
  const stub = stubApi(routesWith());
  const { user } = renderTitle();
  await screen.findByRole('heading', { level: 1 });

  await user.click(screen.getByRole('button', { name: 'お気に入りに追加' }));
  off();
  expect(asked).toEqual([{ redirect: '/title/00042' }]);
  expect(stub.paths()).not.toContain('/favorite/list');
});

test('a reader adds the title to favorites and removes it again, each state read back from the server', async () => {
  const server = favoriteServer();
  const stub = stubApi(routesWith(server.routes));
  logIn();
  const { user } = renderTitle();
  await screen.findByRole('heading', { level: 1 });

  await user.click(await screen.findByRole('button', { name: 'お気に入りに追加' }));
  expect(await screen.findByRole('button', { name: 'お気に入りから外す' })).toBeTruthy();
  expect(screen.getByText('お気に入り登録中')).toBeTruthy();
  expect(server.favorites.has(42)).toBe(true);

  await user.click(screen.getByRole('button', { name: 'お気に入りから外す' }));
  expect(await screen.findByRole('button', { name: 'お気に入りに追加' })).toBeTruthy();
  expect(server.favorites.has(42)).toBe(false);
  // Listed once on open, then again after each change.
  expect(stub.paths().filter((path) => path === '/favorite/list')).toHaveLength(3);
});

test.each([
  [3400, 'すでにお気に入りに登録されています。'],
  [3401, 'お気に入りは100作品までです。'],
])('a favorite refused with %i says why', async (code, message) => {
  const server = favoriteServer();
  stubApi(routesWith({ ...server.routes, '/favorite/add': () => ({ code }) }));
  logIn();
  const { user } = renderTitle();
  await screen.findByRole('heading', { level: 1 });

  await user.click(await screen.findByRole('button', { name: 'お気に入りに追加' }));
  expect((await screen.findByRole('alert')).textContent).toBe(message);
});

test('a reader sees how long until the wait-to-be-free ticket recovers, or that it is ready', async () => {
  const ticket = {
    title_id: 42,
    ticket_count: 0,
    max_ticket_count: 1,
    recover_hours: 23,
    rental_hours: 72,
    remaining_hours: 5,
    remaining_minutes: 7,
    recover_time: '2026-11-24T20:00:00',
  };
  stubApi(
    routesWith({
      '/favorite/list': favoriteServer().routes['/favorite/list'],
      '/title/ticket/list': () => ({ data: { title_ticket_list: [ticket] } }),
    }),
  );
  logIn();
  renderTitle();

  expect(await screen.findByText('待てば無料チケットはあと5時間7分で回復します。')).toBeTruthy();
});

test('a visitor is told to log in for the wait-to-be-free ticket, without asking for it', async () => {
  const stub = stubApi(routesWith());
  renderTitle();
  expect(await screen.findByText('ログインすると「待てば無料」のチケットが使えます。')).toBeTruthy();
  expect(stub.paths()).not.toContain('/title/ticket/list');
});

test('each episode shows its likes, and a reader likes one once', async () => {
  let liked = false;
  const stub = stubApi(
    routesWith({
      '/favorite/list': favoriteServer().routes['/favorite/list'],
      '/title/ticket/list': () => ({ data: { title_ticket_list: [] } }),
      '/web/episode/eval/get': (params) => ({
        data: { title_id: 42, episode_id: Number(params.get('episode_id')), eval_count: liked ? 6 : 5, is_evaluated: liked },
      }),
      '/web/episode/eval/add': (params) => {
        liked = true;
        return { data: { title_id: 42, episode_id: Number(params.get('episode_id')), eval_count: 6, is_evaluated: true } };
      },
    }),
  );
  logIn();
  const { user } = renderTitle();

  const like = await screen.findByRole('button', { name: /^いいね\s*5\s*（第1話）$/ });
  expect(like.getAttribute('aria-pressed')).toBe('false');
  expect(await screen.findByRole('button', { name: /^いいね\s*5\s*（第2話）$/ })).toBeTruthy();
  await user.click(like);

  const pressed = await screen.findByRole('button', { name: /^いいね\s*6\s*（第1話）$/ });
  expect(pressed.getAttribute('aria-pressed')).toBe('true');
  const add = stub.calls.find((call) => call.path === '/web/episode/eval/add');
  expect(add?.params.get('episode_id')).toBe('201');
  await user.click(pressed);
  expect(stub.paths().filter((path) => path === '/web/episode/eval/add')).toHaveLength(1);
});

test('a visitor pressing like is asked to log in', async () => {
  const asked: unknown[] = [];
  const off = bus.on('auth:open-login', (payload) => asked.push(payload));
  const stub = stubApi(routesWith());
  const { user } = renderTitle();

  await user.click(await screen.findByRole('button', { name: /^いいね\s*5\s*（第1話）$/ }));
  off();
  expect(asked).toEqual([{ redirect: '/title/00042' }]);
  expect(stub.paths()).not.toContain('/web/episode/eval/add');
});

test('a title rated above the reader’s age shows the rating restriction modal, which leads back to the top page', async () => {
  stubApi(routesWith({}, 13));
  act(() => sessionActions.setBirthday('2016-04'));
  const { user, router } = renderTitle();

  const dialog = await screen.findByRole('dialog', { name: '年齢制限のある作品です' });
  expect(within(dialog).getByText(/13歳以上/)).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'トップページへ戻る' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
});

test('a reader old enough for the rating sees no restriction', async () => {
  stubApi(
    routesWith(
      { '/favorite/list': favoriteServer().routes['/favorite/list'], '/title/ticket/list': () => ({ data: { title_ticket_list: [] } }) },
      13,
    ),
  );
  act(() => sessionActions.setBirthday('2016-04'));
  logIn('2008-04');
  renderTitle();

  await screen.findByRole('heading', { level: 1 });
  expect(screen.queryByRole('dialog')).toBeNull();
});
