import '../../i18n/register';
import { bus, sessionActions, titleList, useApiQuery } from '@ciao/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { makeEpisode, makeTitle } from '../../testing/fixtures';
import { makeAccount } from '../../../../test-support/fixtures';
import { createTestQueryClient, renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi, type StubAnswer } from '../../../../test-support/stub-api';
import { TitlePage } from './TitlePage';
import { titleExtraRoutes } from './title-stubs';

function renderTitle(titleId = 42) {
  return renderWithProviders(<TitlePage titleId={titleId} />);
}

const title = makeTitle({ title_id: 42, title_name: 'ねこねこ探偵団', author_text: 'みかん', episode_id_list: [201, 202, 203, 204] });
const episodes = [
  makeEpisode({ episode_id: 202, title_id: 42, index: 2, episode_name: '第2話', status: 'points', point: 30 }),
  makeEpisode({ episode_id: 201, title_id: 42, index: 1, episode_name: '第1話', status: 'free', point: 0 }),
  makeEpisode({ episode_id: 203, title_id: 42, index: 3, episode_name: '第3話', status: 'purchased', point: 30 }),
  makeEpisode({
    episode_id: 204,
    title_id: 42,
    index: 4,
    episode_name: '第4話',
    status: 'renting',
    point: 30,
    rental_expire_time: '2026-11-25T10:00:00',
  }),
];
const routes = {
  ...titleExtraRoutes,
  '/title/list': (): StubAnswer => ({ data: { title_list: [title] } }),
  '/episode/list': (): StubAnswer => ({ data: { episode_list: episodes } }),
  '/tag/list': (): StubAnswer => ({ data: { tag_info_list: [{ tag_id: 1, tag_name: 'ミステリー' }] } }),
};

/** The title's heading, once the page shows it with its episode list (rendered one commit after the header). */
async function titleShown(): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 1 });
  await screen.findByRole('region', { name: 'エピソード一覧' });
  return heading;
}

function episodeRow(name: string): HTMLElement {
  const row = screen.getByText(name).closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

test('shows the title with its episodes in order, each with its state badge', async () => {
  const stub = stubApi(routes);
  renderTitle();

  expect((await titleShown()).textContent).toBe('ねこねこ探偵団');
  expect(screen.getByText('みかん')).toBeTruthy();
  expect(screen.getByText('#ミステリー')).toBeTruthy();
  expect(screen.getByRole('img', { name: 'ねこねこ探偵団の表紙' }).getAttribute('src')).toBe('/images/title/1/cover.png');
  const names = within(screen.getByRole('region', { name: 'エピソード一覧' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);
  expect(names).toEqual([
    expect.stringContaining('第1話'),
    expect.stringContaining('第2話'),
    expect.stringContaining('第3話'),
    expect.stringContaining('第4話'),
  ]);
  expect(within(episodeRow('第1話')).getByText('無料')).toBeTruthy();
  expect(within(episodeRow('第2話')).getByText('30pt')).toBeTruthy();
  expect(within(episodeRow('第3話')).getByText('購入済み')).toBeTruthy();
  expect(within(episodeRow('第4話')).getByText(/レンタル中/)).toBeTruthy();
  expect(stub.calls.find((call) => call.path === '/episode/list')?.params.get('episode_id_list')).toBe('201,202,203,204');
});

test('links only the episodes the reader may read', async () => {
  stubApi(routes);
  renderTitle();
  await titleShown();

  expect(within(episodeRow('第1話')).getByRole('link').getAttribute('href')).toBe('/title/00042/episode/201');
  expect(within(episodeRow('第2話')).queryByRole('link')).toBeNull();
  expect(within(episodeRow('第3話')).getByRole('link').getAttribute('href')).toBe('/title/00042/episode/203');
  expect(within(episodeRow('第4話')).getByRole('link').getAttribute('href')).toBe('/title/00042/episode/204');
});

test('offers reading the first episode', async () => {
  stubApi(routes);
  renderTitle();
  await titleShown();

  expect(screen.getByRole('link', { name: '第1話を読む' }).getAttribute('href')).toBe('/title/00042/episode/201');
});

test('mid-series, it offers reading on from the episode last read here, not episode 1', async () => {
  sessionActions.recordReading(42, 203);
  stubApi(routes);
  renderTitle();
  await titleShown();

  expect((await screen.findByRole('link', { name: '続きを読む 第3話' })).getAttribute('href')).toBe('/title/00042/episode/203');
  expect(screen.queryByRole('link', { name: '第1話を読む' })).toBeNull();
});

test('treats a price of 0 points as free', async () => {
  stubApi({
    ...routes,
    '/episode/list': () => ({
      data: { episode_list: [makeEpisode({ episode_id: 201, title_id: 42, episode_name: '第1話', status: 'points', point: 0 })] },
    }),
  });
  renderTitle();
  await titleShown();

  expect(within(episodeRow('第1話')).getByText('無料')).toBeTruthy();
  expect(within(episodeRow('第1話')).getByRole('link')).toBeTruthy();
});

test('asks a logged-out reader to log in for a members-only free episode, and links it once logged in', async () => {
  const openLogin = jest.fn();
  const off = bus.on('auth:open-login', openLogin);
  const stub = stubApi({
    ...routes,
    '/episode/list': () => ({
      data: { episode_list: [makeEpisode({ episode_id: 201, title_id: 42, episode_name: '第1話', status: 'member_free', point: 0 })] },
    }),
  });
  const { user } = renderTitle();
  await titleShown();

  expect(within(episodeRow('第1話')).getByText('会員無料')).toBeTruthy();
  expect(within(episodeRow('第1話')).queryByRole('link')).toBeNull();
  await user.click(within(episodeRow('第1話')).getByRole('button', { name: 'ログインして読む' }));
  expect(openLogin).toHaveBeenCalledTimes(1);

  act(() => sessionActions.loggedIn(makeAccount({ account_id: 5 })));
  expect(within(episodeRow('第1話')).getByRole('link').getAttribute('href')).toBe('/title/00042/episode/201');
  off();
  // The reader's own calls (favorites, ticket) start with the login: let them land in this test.
  await waitFor(() => expect(stub.paths()).toEqual(expect.arrayContaining(['/favorite/list', '/title/ticket/list'])));
});

test('says the title was not found when the API knows no such title', async () => {
  const stub = stubApi({ ...routes, '/title/list': () => ({ data: { title_list: [] } }) });
  renderTitle(99999);

  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('作品が見つかりません。');
  expect(screen.getByRole('link', { name: 'トップページへ戻る' }).getAttribute('href')).toBe('/');
  expect(stub.calls.map((call) => call.path)).toEqual(['/title/list']);
});

test('shows the API error and loads the title again on retry', async () => {
  let failing = true;
  stubApi({ ...routes, '/title/list': () => (failing ? { code: 1099, status: 500 } : { data: { title_list: [title] } }) });
  const { user } = renderTitle();

  expect((await screen.findByRole('alert')).textContent).toContain('サーバーエラーが発生しました');
  failing = false;
  await user.click(screen.getByRole('button', { name: 'もう一度読み込む' }));

  expect((await titleShown()).textContent).toBe('ねこねこ探偵団');
});

/** Stands in for another remote (the viewer) that needs the same title: it asks the same endpoint with the same params. */
function TitleNameElsewhere({ titleId }: { titleId: number }) {
  const query = useApiQuery(titleList, { title_id_list: String(titleId) });
  return <p>elsewhere: {query.data?.title_list[0]?.title_name ?? 'loading'}</p>;
}

test('serves the cached title to another screen asking for the same call, without a second fetch', async () => {
  const stub = stubApi(routes);
  const queryClient = createTestQueryClient();
  renderWithProviders(<TitlePage titleId={42} />, { queryClient });
  await titleShown();

  renderWithProviders(<TitleNameElsewhere titleId={42} />, { queryClient });

  expect(screen.getByText('elsewhere: ねこねこ探偵団')).toBeTruthy();
  expect(stub.paths().filter((path) => path === '/title/list')).toHaveLength(1);
});

test('a paid episode offers to buy or rent it: the purchase dialog for a reader, login for a visitor', async () => {
  const asked: unknown[] = [];
  const offs = [
    bus.on('commerce:open-purchase', (payload) => asked.push(payload)),
    bus.on('auth:open-login', (payload) => asked.push(payload)),
  ];
  stubApi(routes);
  const { user } = renderTitle();
  await titleShown();
  const buy = within(episodeRow('第2話')).getByRole('button', { name: /^30pt 購入・レンタル\s*（第2話）$/ });
  expect(within(buy).getByText('30pt')).toBeTruthy();
  expect(within(episodeRow('第3話')).queryByRole('button', { name: /購入/ })).toBeNull();

  await user.click(buy);
  act(() => sessionActions.loggedIn(makeAccount({ account_id: 5 })));
  await user.click(within(episodeRow('第2話')).getByRole('button', { name: /^30pt 購入・レンタル\s*（第2話）$/ }));
  for (const off of offs) off();
  expect(asked).toEqual([{ redirect: '/title/00042' }, { titleId: 42, episodeId: 202 }]);
});

test('an episode of this title bought in the purchase dialog opens in the viewer', async () => {
  stubApi(routes);
  const { router } = renderWithProviders(null, {
    route: '/title/00042',
    routes: [
      { path: '/title/:titleId', element: <TitlePage titleId={42} /> },
      { path: '/title/:titleId/episode/:episodeId', element: <p>viewer</p> },
    ],
  });
  await titleShown();
  act(() => bus.emit('purchase:completed', { titleId: 7, episodeId: 700 }));
  expect(router.state.location.pathname).toBe('/title/00042');
  act(() => bus.emit('purchase:completed', { titleId: 42, episodeId: 202 }));
  expect(router.state.location.pathname).toBe('/title/00042/episode/202');
  expect(await screen.findByText('viewer')).toBeTruthy();
});
