import '../../i18n/register';
import { bus, sessionStore } from '@ciao/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { episodeAnswer as episodeAnswerOf } from '../../testing/episode-answer';
import { installFakeImages, type FakeImages } from '../../testing/fake-browser-images';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi, type ApiStub, type StubAnswer } from '../../../../test-support/stub-api';
import { EpisodeViewer } from './EpisodeViewer';

let stub: ApiStub | undefined;
let images: FakeImages;
beforeEach(() => {
  images = installFakeImages();
});
afterEach(() => {
  images.restore();
});

const pages = ['/pages/201/1.png', '/pages/201/2.png', '/pages/201/3.png', '/pages/201/4.png'];

function episodeAnswer(overrides: Record<string, unknown> = {}): StubAnswer {
  return episodeAnswerOf(pages, overrides);
}

function renderViewer(answer: () => StubAnswer = () => episodeAnswer()) {
  stub = stubApi({ '/web/episode/viewer': answer });
  return renderWithProviders(<EpisodeViewer titleId={42} episodeId={201} />);
}

async function shownPage(): Promise<string | null> {
  return (await screen.findByRole('img')).getAttribute('aria-label');
}

test('shows the first page restored on a canvas and announces it', async () => {
  renderViewer();

  expect(await shownPage()).toBe('ページ 1 / 4');
  expect(screen.getByRole('status').textContent).toBe('ページ 1 / 4');
  await waitFor(() => expect(images.draws).toHaveLength(17));
  expect(stub?.calls[0]?.params.get('episode_id')).toBe('201');
  // Joined the local history the badge call sends (docs/product-rules.md §3 local_strage, in the session store).
  expect(sessionStore.getState().readingHistory).toEqual([{ title_id: 42, episode_id: 201, read_at: expect.any(Number) }]);
});

test('the left arrow key turns to the next page and the right arrow key back', async () => {
  const { user } = renderViewer();
  await screen.findByRole('img', { name: 'ページ 1 / 4' });

  await user.keyboard('{ArrowLeft}');
  expect(await shownPage()).toBe('ページ 2 / 4');
  await user.keyboard('{ArrowLeft}');
  expect(await shownPage()).toBe('ページ 3 / 4');
  await user.keyboard('{ArrowRight}');
  expect(await shownPage()).toBe('ページ 2 / 4');
});

test('the left third turns forward, the right third back, the middle toggles the menu', async () => {
  const { user } = renderViewer();
  await screen.findByRole('img', { name: 'ページ 1 / 4' });
  expect(screen.getByRole('link', { name: '作品ページへ戻る' }).getAttribute('href')).toBe('/title/00042');

  // The menu open: the page's stage makes room for it (reader.module.css), so it covers no art.
  const menuRoom = () => pageBox().closest('[data-menu-open]') !== null;
  expect(menuRoom()).toBe(true);

  await user.click(screen.getByRole('button', { name: '次のページ' }));
  expect(await shownPage()).toBe('ページ 2 / 4');
  expect(screen.queryByRole('link', { name: '作品ページへ戻る' })).toBeNull();
  expect(menuRoom()).toBe(false);

  await user.click(screen.getByRole('button', { name: 'メニューを表示・非表示' }));
  expect(menuRoom()).toBe(true);
  const menu = screen.getByRole('navigation');
  expect(within(menu).getByText('2 / 4')).toBeTruthy();
  expect(within(menu).getByRole('link', { name: '次の話を読む' }).getAttribute('href')).toBe('/title/00042/episode/202');
  expect(within(menu).queryByRole('link', { name: '前の話' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'メニューを表示・非表示' }));
  expect(screen.queryByRole('navigation')).toBeNull();

  await user.click(screen.getByRole('button', { name: '前のページ' }));
  expect(await shownPage()).toBe('ページ 1 / 4');
});

test('preloads the next four pages once the current page is shown', async () => {
  const eight = Array.from({ length: 8 }, (_, index) => `/pages/201/${index + 1}.png`);
  const { user } = renderViewer(() => episodeAnswer({ page_list: eight, next_episode_id: null }));
  await screen.findByRole('img', { name: 'ページ 1 / 8' });

  await waitFor(() => expect(images.requested).toEqual(eight.slice(0, 5)));

  await user.keyboard('{ArrowLeft}');
  await waitFor(() => expect(images.requested).toEqual(eight.slice(0, 6)));
});

async function renderFirstPage() {
  const view = renderViewer();
  await screen.findByRole('img', { name: 'ページ 1 / 4' });
  return view;
}

const pageBox = () => screen.getByTestId('page-box');
const zoomGroup = () => screen.getByRole('group', { name: 'ページの拡大' });

test('the + key zooms the page in steps up to 4x, and - zooms back out', async () => {
  const { user } = await renderFirstPage();
  expect(pageBox().style.transform).toBe('');
  expect(within(zoomGroup()).getByText('100%')).toBeTruthy();

  await user.keyboard('+');
  expect(pageBox().style.transform).toBe('translate(0px, 0px) scale(1.5)');
  expect(within(zoomGroup()).getByText('150%')).toBeTruthy();
  await user.keyboard('++++');
  expect(pageBox().style.transform).toBe('translate(0px, 0px) scale(4)');
  expect(within(zoomGroup()).getByRole('button', { name: '拡大' })).toHaveProperty('disabled', true);

  await user.keyboard('-');
  expect(within(zoomGroup()).getByText(/^267%$/)).toBeTruthy();
});

test('while zoomed, neither the left arrow nor the left third turns the page', async () => {
  const { user } = await renderFirstPage();
  await user.keyboard('+');

  await user.keyboard('{ArrowLeft}');
  await user.click(screen.getByRole('button', { name: '次のページ' }));
  expect(screen.getByRole('img', { name: 'ページ 1 / 4' })).toBeTruthy();
  expect(pageBox().style.transform).toContain('scale(1.5)');
});

test('Escape resets the zoom, and then the left arrow turns again', async () => {
  const { user } = await renderFirstPage();
  await user.keyboard('+');
  await user.keyboard('{Escape}');
  expect(pageBox().style.transform).toBe('');

  await user.keyboard('{ArrowLeft}');
  expect(await screen.findByRole('img', { name: 'ページ 2 / 4' })).toBeTruthy();
});

test('the menu zooms in and out and back to the actual size for a mouse', async () => {
  const { user } = await renderFirstPage();
  const reset = within(zoomGroup()).getByRole('button', { name: '元の大きさ' });
  expect(reset).toHaveProperty('disabled', true);

  await user.click(within(zoomGroup()).getByRole('button', { name: '拡大' }));
  await user.click(within(zoomGroup()).getByRole('button', { name: '拡大' }));
  expect(within(zoomGroup()).getByText('225%')).toBeTruthy();
  await user.click(within(zoomGroup()).getByRole('button', { name: '縮小' }));
  expect(within(zoomGroup()).getByText('150%')).toBeTruthy();

  await user.click(reset);
  expect(pageBox().style.transform).toBe('');
  expect(within(zoomGroup()).getByText('100%')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: '次のページ' }));
  expect(await screen.findByRole('img', { name: 'ページ 2 / 4' })).toBeTruthy();
});

function endAnswer(overrides: Record<string, unknown> = {}): StubAnswer {
  return {
    data: {
      episode_id: 201,
      recorded_at: null,
      next_episode: { episode_id: 202, episode_name: '第2話 ひみつの地図', point: 40, status: 'points' },
      recommend_title_list: [
        {
          title_id: 77,
          title_name: 'ほしぞらレストラン',
          author_text: '',
          introduction_text: '',
          thumbnail_rect_image_url: '/t77.png',
          episode_id_list: [],
          genre_id_list: [],
        },
      ],
      last_page: null,
      ...overrides,
    },
  };
}

const evaluation = (count: number, mine: boolean): StubAnswer => ({
  data: { title_id: 42, episode_id: 201, eval_count: count, is_evaluated: mine },
});

test('the end page is the turn after the last page, never over it: the finish call, the next episode with its price and wait-free ticket, recommendations, back to the title', async () => {
  stub = stubApi({
    '/web/episode/viewer': () => episodeAnswer(),
    '/episode/viewer/finish': () => endAnswer(),
    '/web/episode/eval/get': () => evaluation(12, false),
    '/favorite/list': () => ({ data: { favorite_list: [], total_count: 0 } }),
    '/title/ticket/list': () => ({
      data: {
        title_ticket_list: [
          {
            title_id: 42,
            ticket_count: 0,
            max_ticket_count: 1,
            recover_hours: 23,
            rental_hours: 72,
            remaining_hours: 5,
            remaining_minutes: 30,
            recover_time: null,
          },
        ],
      },
    }),
    '/episode/viewer/lastpage': () => endAnswer(),
  });
  const { user } = renderWithProviders(<EpisodeViewer titleId={42} episodeId={201} />, { session: { isLoggedIn: true } });
  await screen.findByRole('img', { name: 'ページ 1 / 4' });
  expect(screen.queryByRole('region', { name: '読み終わりました' })).toBeNull();

  for (let turn = 0; turn < 3; turn += 1) await user.keyboard('{ArrowLeft}');
  expect(await shownPage()).toBe('ページ 4 / 4');
  // The last page's art is shown alone: nothing over it, and a next tap would not land on a card.
  expect(screen.queryByRole('region', { name: '読み終わりました' })).toBeNull();
  expect(stub.paths()).not.toContain('/episode/viewer/finish');

  await user.click(screen.getByRole('button', { name: '次のページ' }));
  const endCard = await screen.findByRole('region', { name: '読み終わりました' });
  expect(screen.queryByRole('img', { name: 'ページ 4 / 4' })).toBeNull();
  expect(await within(endCard).findByText('第2話 ひみつの地図')).toBeTruthy();
  expect(within(endCard).getByText('40pt')).toBeTruthy();
  expect(await within(endCard).findByText('あと5時間30分')).toBeTruthy();
  expect(within(endCard).getByRole('link', { name: '次の話を読む' }).getAttribute('href')).toBe('/title/00042/episode/202');
  expect(within(endCard).getByRole('link', { name: 'ほしぞらレストラン' }).getAttribute('href')).toBe('/title/00077');
  expect(within(endCard).getByRole('link', { name: '作品ページへ戻る' }).getAttribute('href')).toBe('/title/00042');
  expect(stub.calls.filter((call) => call.path === '/episode/viewer/finish')).toHaveLength(1);

  // Further turns stay on the end page; the way back is the last page.
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('region', { name: '読み終わりました' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: '← 最後のページに戻る' }));
  expect(await shownPage()).toBe('ページ 4 / 4');
  expect(screen.queryByRole('region', { name: '読み終わりました' })).toBeNull();
  await user.keyboard('{ArrowLeft}');
  expect(await screen.findByRole('region', { name: '読み終わりました' })).toBeTruthy();
  await user.keyboard('{ArrowRight}');
  expect(await shownPage()).toBe('ページ 4 / 4');
});

test('a reader likes the episode and adds the title to favorites from the end page; a visitor is asked to log in', async () => {
  let liked = false;
  let favorite = false;
  stub = stubApi({
    '/web/episode/viewer': () => episodeAnswer({ page_list: [pages[0]] }),
    '/episode/viewer/finish': () => endAnswer({ next_episode: null }),
    '/episode/viewer/lastpage': () => endAnswer(),
    '/web/episode/eval/get': () => evaluation(liked ? 13 : 12, liked),
    '/web/episode/eval/add': () => {
      liked = true;
      return evaluation(13, true);
    },
    '/favorite/list': () => ({
      data: { favorite_list: favorite ? [{ title_id: 42, created_at: '2026-11-01T00:00:00' }] : [], total_count: 0 },
    }),
    '/favorite/add': () => {
      favorite = true;
      return { data: { title_id: 42, favorite_count: 1 } };
    },
  });
  const { user } = renderWithProviders(<EpisodeViewer titleId={42} episodeId={201} />, { session: { isLoggedIn: true } });
  await screen.findByRole('img', { name: 'ページ 1 / 1' });
  await user.keyboard('{ArrowLeft}');
  const endCard = await screen.findByRole('region', { name: '読み終わりました' });
  expect(await within(endCard).findByText('いま読めるのはここまでです。次のお話をお楽しみに！')).toBeTruthy();

  await user.click(await within(endCard).findByRole('button', { name: 'いいね 12' }));
  expect((await within(endCard).findByRole('button', { name: 'いいね済み 13' })).getAttribute('aria-pressed')).toBe('true');
  await user.click(within(endCard).getByRole('button', { name: 'お気に入りに追加' }));
  expect(await within(endCard).findByRole('button', { name: 'お気に入り登録済み' })).toBeTruthy();
});

test('a visitor is asked to log in for a like', async () => {
  const openLogin = jest.fn();
  const off = bus.on('auth:open-login', openLogin);
  stub = stubApi({
    '/web/episode/viewer': () => episodeAnswer({ page_list: [pages[0]] }),
    '/episode/viewer/finish': () => endAnswer(),
    '/web/episode/eval/get': () => evaluation(3, false),
  });
  const { user } = renderWithProviders(<EpisodeViewer titleId={42} episodeId={201} />);
  await screen.findByRole('img', { name: 'ページ 1 / 1' });
  await user.keyboard('{ArrowLeft}');
  const endCard = await screen.findByRole('region', { name: '読み終わりました' });
  await user.click(await within(endCard).findByRole('button', { name: 'いいね 3' }));
  expect(openLogin).toHaveBeenCalledWith({});
  expect(stub.calls.some((call) => call.path === '/web/episode/eval/add')).toBe(false);
  off();
});

test('a visitor reopening an episode continues at the page where they stopped', async () => {
  const first = renderViewer();
  await screen.findByRole('img', { name: 'ページ 1 / 4' });
  await first.user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(await shownPage()).toBe('ページ 3 / 4');
  first.unmount();

  renderViewer();
  expect(await shownPage()).toBe('ページ 3 / 4');
});

test('a logged-in reader opens at the page the server kept, and the page turned to is sent back', async () => {
  stub = stubApi({
    '/web/episode/viewer': () => episodeAnswer(),
    '/episode/viewer/lastpage': () => endAnswer({ last_page: 2 }),
  });
  const { user } = renderWithProviders(<EpisodeViewer titleId={42} episodeId={201} />, { session: { isLoggedIn: true } });
  expect(await shownPage()).toBe('ページ 2 / 4');

  await user.keyboard('{ArrowLeft}');
  expect(await shownPage()).toBe('ページ 3 / 4');
  await waitFor(() =>
    expect(stub?.calls.filter((call) => call.path === '/episode/viewer/lastpage').map((call) => call.params.get('page'))).toContain('3'),
  );
});

test('treats an episode of another title as not found', async () => {
  renderViewer(() => episodeAnswer({ title_id: 7 }));

  expect((await screen.findByRole('alert')).textContent).toContain('エピソードが見つかりません');
  expect(screen.queryByRole('img')).toBeNull();
});

function lockedRoutes(viewer: () => StubAnswer) {
  stub = stubApi({
    '/web/episode/viewer': viewer,
    '/web/episode': () => ({
      data: {
        episode: {
          episode_id: 201,
          title_id: 42,
          episode_name: '第1話 なぞの手紙',
          index: 1,
          point: 30,
          thumbnail_image_url: '/t.png',
          introduction_text: '',
          start_time: '2026-01-01T00:00:00',
          status: 'points',
          rental_expire_time: null,
        },
        title: {
          title_id: 42,
          title_name: 'ねこねこ探偵団',
          author_text: '',
          introduction_text: '',
          thumbnail_rect_image_url: '/c.png',
          episode_id_list: [201],
          genre_id_list: [],
        },
      },
    }),
  });
}

test('a visitor meets the price of a paid episode, logs in first and is back on the episode', async () => {
  let loggedIn = false;
  const openLogin = jest.fn();
  const off = bus.on('auth:open-login', openLogin);
  lockedRoutes(() => (loggedIn ? episodeAnswer() : { code: 2011, status: 401 }));
  const { user } = renderWithProviders(<EpisodeViewer titleId={42} episodeId={201} />, { route: '/title/00042/episode/201' });

  const locked = await screen.findByRole('region', { name: '第1話 なぞの手紙' });
  expect(within(locked).getByText('30pt')).toBeTruthy();
  await user.click(within(locked).getByRole('button', { name: 'ログインして購入する' }));
  expect(openLogin).toHaveBeenCalledWith({ redirect: '/title/00042/episode/201' });

  loggedIn = true;
  act(() => bus.emit('auth:logged-in', { accountId: 5 }));
  expect(await shownPage()).toBe('ページ 1 / 4');
  off();
});

test('a reader without the episode opens the purchase dialog and reads it once the purchase completes', async () => {
  let bought = false;
  const openPurchase = jest.fn();
  const off = bus.on('commerce:open-purchase', openPurchase);
  lockedRoutes(() => (bought ? episodeAnswer() : { code: 1001, status: 400 }));
  const { user } = renderWithProviders(<EpisodeViewer titleId={42} episodeId={201} />, { session: { isLoggedIn: true } });

  const locked = await screen.findByRole('region', { name: '第1話 なぞの手紙' });
  expect(within(locked).getByRole('link', { name: '作品ページへ戻る' }).getAttribute('href')).toBe('/title/00042');
  // Or points first: the shop leads back to this episode once paid.
  expect(within(locked).getByRole('link', { name: 'ポイントを購入する' }).getAttribute('href')).toMatch(/^\/point\/shop\?return=/);
  await user.click(within(locked).getByRole('button', { name: '購入して読む' }));
  expect(openPurchase).toHaveBeenCalledWith({ titleId: 42, episodeId: 201 });

  // Another episode's purchase leaves this one locked.
  act(() => bus.emit('purchase:completed', { titleId: 42, episodeId: 202 }));
  expect(screen.getByRole('region', { name: '第1話 なぞの手紙' })).toBeTruthy();

  bought = true;
  act(() => bus.emit('purchase:completed', { titleId: 42, episodeId: 201 }));
  expect(await shownPage()).toBe('ページ 1 / 4');
  off();
});

test('shows other API errors with a retry that loads the episode', async () => {
  let failing = true;
  const { user } = renderViewer(() => (failing ? { code: 1103, status: 429 } : episodeAnswer()));

  expect((await screen.findByRole('alert')).textContent).toContain('サイトが混み合っています');
  failing = false;
  await user.click(screen.getByRole('button', { name: 'もう一度読み込む' }));

  expect(await shownPage()).toBe('ページ 1 / 4');
});

test('offers to load a page image again when it fails', async () => {
  images.failing.add(pages[0] ?? '');
  const { user } = renderViewer();

  expect((await screen.findByRole('alert')).textContent).toContain('ページの画像を読み込めませんでした');
  images.failing.clear();
  await user.click(screen.getByRole('button', { name: 'もう一度読み込む' }));

  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  await waitFor(() => expect(images.draws.length).toBeGreaterThan(0));
});

test('pages whose signed URLs have expired are asked afresh at once: one call, and no request for an expired URL', async () => {
  const signed = (exp: number) => pages.map((page) => `${page}?exp=${exp}&sig=${'a'.repeat(64)}`);
  const expired = signed(Math.floor(Date.now() / 1000) - 60);
  const fresh = signed(Math.floor(Date.now() / 1000) + 600);
  let answers = 0;
  renderViewer(() => {
    answers += 1;
    return episodeAnswerOf(answers === 1 ? expired : fresh);
  });

  expect(await shownPage()).toBe('ページ 1 / 4');
  await waitFor(() => expect(images.requested).toContain(fresh[0]));
  expect(images.requested.filter((url) => expired.includes(url))).toEqual([]);
  expect(stub?.paths().filter((path) => path === '/web/episode/viewer')).toHaveLength(2);
});

test('a refused page image asks for fresh URLs at its first failed attempt, once for all the pages refused with it', async () => {
  const refused = pages.map((page) => `${page}?exp=${Math.floor(Date.now() / 1000) + 600}&sig=${'b'.repeat(64)}`);
  const fresh = pages.map((page) => `${page}?exp=${Math.floor(Date.now() / 1000) + 900}&sig=${'c'.repeat(64)}`);
  for (const url of refused) images.failing.add(url);
  let answers = 0;
  renderViewer(() => {
    answers += 1;
    return episodeAnswerOf(answers === 1 ? refused : fresh);
  });

  await waitFor(() => expect(images.draws.length).toBeGreaterThan(0));
  expect(images.requested).toContain(fresh[0]);
  // Asked afresh at the first refusal, and the refused URL was not tried again.
  expect(images.requested.filter((url) => url === refused[0])).toHaveLength(1);
  expect(stub?.paths().filter((path) => path === '/web/episode/viewer')).toHaveLength(2);
  expect(screen.queryByRole('alert')).toBeNull();
});

test("the end page shows the viewer's ad: recorded as shown only once the card is there, as clicked when pressed", async () => {
  const advertisement = {
    advertisement_id: 2,
    advertisement_url: '/title/00102/episode/10201',
    title_id: 102,
    title_name: 'ほしぞらレストラン',
    episode_id: 10201,
    episode_name: '第1話',
  };
  const adAnswer = (kind: 'view' | 'click') => (): StubAnswer => ({
    data: { event: { event_id: 1, kind, advertisement_id: 2, type: 2, title_id: 102, recorded_at: '2026-11-24T10:00:00' }, advertisement },
  });
  stub = stubApi({
    '/web/episode/viewer': () => episodeAnswer(),
    '/episode/viewer/finish': () => endAnswer({ next_episode: null }),
    '/web/episode/eval/get': () => evaluation(3, false),
    '/advertisement/view': adAnswer('view'),
    '/advertisement/click': adAnswer('click'),
  });
  const { user, router } = renderWithProviders(<EpisodeViewer titleId={42} episodeId={201} />);
  await screen.findByRole('img', { name: 'ページ 1 / 4' });
  for (let turn = 0; turn < 2; turn += 1) await user.keyboard('{ArrowLeft}');
  expect(await shownPage()).toBe('ページ 3 / 4');
  expect(stub.paths()).not.toContain('/advertisement/view');

  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  const endCard = await screen.findByRole('region', { name: '読み終わりました' });
  const ad = await within(endCard).findByRole('link', { name: /「ほしぞらレストラン」第1話を読もう！/ });
  const view = stub.calls.find((call) => call.path === '/advertisement/view');
  expect([view?.params.get('advertisement_id'), view?.params.get('type')]).toEqual(['2', '2']);
  await user.click(ad);
  await waitFor(() => expect(stub?.paths()).toContain('/advertisement/click'));
  expect(stub.calls.find((call) => call.path === '/advertisement/click')?.params.get('type')).toBe('2');
  expect(router.state.location.pathname).toBe('/title/00102/episode/10201');
});
