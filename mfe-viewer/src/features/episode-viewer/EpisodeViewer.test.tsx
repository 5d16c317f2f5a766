import '../../i18n/register';
import { bus } from '@ciao/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
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
  return {
    data: {
      title_id: 42,
      title_name: 'ねこねこ探偵団',
      episode_id: 201,
      episode_name: '第1話 なぞの手紙',
      page_list: pages,
      scramble_seed: 12345,
      scramble_ver: 1,
      prev_episode_id: null,
      next_episode_id: 202,
      ...overrides,
    },
  };
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

  await user.click(screen.getByRole('button', { name: '次のページ' }));
  expect(await shownPage()).toBe('ページ 2 / 4');
  expect(screen.queryByRole('link', { name: '作品ページへ戻る' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'メニューを表示・非表示' }));
  const menu = screen.getByRole('navigation');
  expect(within(menu).getByText('2 / 4')).toBeTruthy();
  expect(within(menu).getByRole('link', { name: '次の話を読む' }).getAttribute('href')).toBe('/title/00042/episode/202');
  expect(within(menu).queryByRole('link', { name: '前の話' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'メニューを表示・非表示' }));
  expect(screen.queryByRole('navigation')).toBeNull();

  await user.click(screen.getByRole('button', { name: '前のページ' }));
  expect(await shownPage()).toBe('ページ 1 / 4');
});

test('preloads the next two pages once the current page is shown', async () => {
  const { user } = renderViewer();
  await screen.findByRole('img', { name: 'ページ 1 / 4' });

  await waitFor(() => expect(images.requested).toEqual([pages[0], pages[1], pages[2]]));

  await user.keyboard('{ArrowLeft}');
  await waitFor(() => expect(images.requested).toEqual([pages[0], pages[1], pages[2], pages[3]]));
});

test('shows the end card with the next episode on the last page, and keeps it on turning past the end', async () => {
  const { user } = renderViewer();
  await screen.findByRole('img', { name: 'ページ 1 / 4' });
  expect(screen.queryByRole('region', { name: '読み終わりました' })).toBeNull();

  for (let turn = 0; turn < 3; turn += 1) await user.keyboard('{ArrowLeft}');
  expect(await shownPage()).toBe('ページ 4 / 4');
  const endCard = screen.getByRole('region', { name: '読み終わりました' });
  expect(within(endCard).getByRole('link', { name: '次の話を読む' }).getAttribute('href')).toBe('/title/00042/episode/202');

  await user.keyboard('{ArrowRight}{ArrowLeft}{ArrowLeft}');
  expect(await shownPage()).toBe('ページ 4 / 4');
  expect(screen.getByRole('region', { name: '読み終わりました' })).toBeTruthy();
});

test('treats an episode of another title as not found', async () => {
  renderViewer(() => episodeAnswer({ title_id: 7 }));

  expect((await screen.findByRole('alert')).textContent).toContain('エピソードが見つかりません');
  expect(screen.queryByRole('img')).toBeNull();
});

test('asks a logged-out reader to log in and reloads after login', async () => {
  let loggedIn = false;
  const openLogin = jest.fn();
  const off = bus.on('auth:open-login', openLogin);
  const { user } = renderViewer(() => (loggedIn ? episodeAnswer() : { code: 2011, status: 401 }));

  expect((await screen.findByRole('alert')).textContent).toContain('ログインが必要です');
  await user.click(screen.getByRole('button', { name: 'ログインする' }));
  expect(openLogin).toHaveBeenCalledWith({});

  loggedIn = true;
  act(() => bus.emit('auth:logged-in', { accountId: 5 }));
  expect(await shownPage()).toBe('ページ 1 / 4');
  off();
});

test('tells a reader without the episode to buy it on the title page', async () => {
  renderViewer(() => ({ code: 1001, status: 400 }));

  expect((await screen.findByRole('alert')).textContent).toContain('購入が必要です');
  expect(screen.getByRole('link', { name: '作品ページへ戻る' }).getAttribute('href')).toBe('/title/00042');
  expect(screen.queryByRole('button', { name: 'もう一度読み込む' })).toBeNull();
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
