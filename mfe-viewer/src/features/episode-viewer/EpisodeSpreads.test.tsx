import '../../i18n/register';
import { act, screen, waitFor, within } from '@testing-library/react';
import { episodeAnswer as episodeAnswerOf } from '../../testing/episode-answer';
import { installFakeImages, type FakeImages } from '../../testing/fake-browser-images';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi, type ApiStub, type StubAnswer } from '../../../../test-support/stub-api';
import { SPREAD_QUERY } from '../common/page-reader/use-spread-view';
import { EpisodeViewer } from './EpisodeViewer';

let stub: ApiStub | undefined;
let images: FakeImages;
let landscape = false;
const mediaListeners = new Set<() => void>();

beforeEach(() => {
  images = installFakeImages();
  landscape = false;
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return query === SPREAD_QUERY && landscape;
      },
      addEventListener: (_: string, listener: () => void) => mediaListeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => mediaListeners.delete(listener),
    }) as unknown as MediaQueryList;
});
afterEach(() => {
  images.restore();
  mediaListeners.clear();
  Reflect.deleteProperty(window, 'matchMedia');
});

function setLandscape(value: boolean) {
  landscape = value;
  act(() => {
    for (const listener of mediaListeners) listener();
  });
}

const pageUrls = (episodeId: number, count: number) => Array.from({ length: count }, (_, index) => `/pages/${episodeId}/${index + 1}.png`);
const eight = pageUrls(201, 8);

function episodeAnswer(overrides: Record<string, unknown> = {}): StubAnswer {
  return episodeAnswerOf(eight, { next_episode_id: null, ...overrides });
}

function renderViewer(answer: StubAnswer = episodeAnswer(), routes: Record<string, () => StubAnswer> = {}) {
  stub = stubApi({ '/web/episode/viewer': () => answer, ...routes });
  return renderWithProviders(<EpisodeViewer titleId={42} episodeId={201} />);
}

const shownPages = () => screen.getAllByRole('img').map((page) => page.getAttribute('aria-label'));
const pageBox = () => screen.getByTestId('page-box');

test('the page box has its shape before the image arrives, and keeps it whatever the image size', async () => {
  images.held.add(eight[0] ?? '');
  renderViewer();

  const page = await screen.findByRole('img', { name: 'ページ 1 / 8' });
  expect(screen.getByText('読み込み中…')).toBeTruthy();
  expect(page.getAttribute('width')).toBe('768');
  expect(page.getAttribute('height')).toBe('1088');
  expect(pageBox().dataset.columns).toBe('1');

  // The fake image is 64 x 96: drawn into the canvas, fitted into the same box.
  act(() => images.release(eight[0] ?? ''));
  await waitFor(() => expect(images.draws.length).toBeGreaterThan(0));
  expect(page.getAttribute('width')).toBe('64');
  expect(pageBox().dataset.columns).toBe('1');
});

test('a wide landscape window shows two pages side by side and turns by a spread', async () => {
  landscape = true;
  const { user } = renderViewer();

  await waitFor(() => expect(shownPages()).toEqual(['ページ 1 / 8', 'ページ 2 / 8']));
  expect(pageBox().dataset.columns).toBe('2');
  expect(screen.getByText('ページ 1・2 / 8')).toBeTruthy();
  expect(within(screen.getByRole('navigation')).getByText('1–2 / 8')).toBeTruthy();

  await user.keyboard('{ArrowLeft}');
  expect(shownPages()).toEqual(['ページ 3 / 8', 'ページ 4 / 8']);
  await user.click(screen.getByRole('button', { name: '次のページ' }));
  expect(shownPages()).toEqual(['ページ 5 / 8', 'ページ 6 / 8']);
  await user.keyboard('{ArrowRight}');
  expect(shownPages()).toEqual(['ページ 3 / 8', 'ページ 4 / 8']);
});

test('portrait or narrow shows one page, and rotating switches between one page and a spread', async () => {
  const { user } = renderViewer();
  expect(await screen.findByRole('img', { name: 'ページ 1 / 8' })).toBeTruthy();
  expect(shownPages()).toHaveLength(1);
  await user.keyboard('{ArrowLeft}');
  expect(shownPages()).toEqual(['ページ 2 / 8']);

  setLandscape(true);
  expect(shownPages()).toEqual(['ページ 1 / 8', 'ページ 2 / 8']);
  setLandscape(false);
  expect(shownPages()).toEqual(['ページ 2 / 8']);
});

test('the menu switch puts the cover alone, shifting the pairs by one page', async () => {
  landscape = true;
  const { user } = renderViewer();
  await waitFor(() => expect(shownPages()).toEqual(['ページ 1 / 8', 'ページ 2 / 8']));

  const toggle = screen.getByRole('button', { name: '表紙を単独で表示' });
  expect(toggle.getAttribute('aria-pressed')).toBe('false');
  await user.click(toggle);
  expect(toggle.getAttribute('aria-pressed')).toBe('true');
  expect(shownPages()).toEqual(['ページ 1 / 8']);

  await user.keyboard('{ArrowLeft}');
  expect(shownPages()).toEqual(['ページ 2 / 8', 'ページ 3 / 8']);
});

test('the switch is not offered when one page is shown at a time', async () => {
  renderViewer();
  await screen.findByRole('img', { name: 'ページ 1 / 8' });
  expect(screen.getByRole('link', { name: '作品ページへ戻る' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: '表紙を単独で表示' })).toBeNull();
});

test('a wide page is shown alone in a box two pages wide', async () => {
  landscape = true;
  images.sizes.set(eight[2] ?? '', { width: 192, height: 96 });
  const { user } = renderViewer();
  await waitFor(() => expect(shownPages()).toEqual(['ページ 1 / 8', 'ページ 2 / 8']));
  // Read ahead, so its shape is known before the reader gets there.
  await waitFor(() => expect(images.requested).toContain(eight[2]));

  await user.keyboard('{ArrowLeft}');
  await waitFor(() => expect(shownPages()).toEqual(['ページ 3 / 8']));
  expect(pageBox().dataset.columns).toBe('2');
  await user.keyboard('{ArrowLeft}');
  expect(shownPages()).toEqual(['ページ 4 / 8', 'ページ 5 / 8']);
});

test('in spreads the end page is the turn after the last spread, and the place is kept for a visitor', async () => {
  landscape = true;
  const four = pageUrls(201, 4);
  const first = renderViewer(episodeAnswer({ page_list: four }), { '/episode/viewer/finish': () => ({ code: 1099, status: 404 }) });
  await waitFor(() => expect(shownPages()).toEqual(['ページ 1 / 4', 'ページ 2 / 4']));
  expect(screen.queryByRole('region', { name: '読み終わりました' })).toBeNull();

  await first.user.keyboard('{ArrowLeft}');
  expect(shownPages()).toEqual(['ページ 3 / 4', 'ページ 4 / 4']);
  expect(screen.queryByRole('region', { name: '読み終わりました' })).toBeNull();
  await first.user.keyboard('{ArrowLeft}');
  expect(await screen.findByRole('region', { name: '読み終わりました' })).toBeTruthy();
  first.unmount();

  // Read to the end: reopening starts from the first spread.
  renderViewer(episodeAnswer({ page_list: four }));
  await waitFor(() => expect(shownPages()).toEqual(['ページ 1 / 4', 'ページ 2 / 4']));
});

test('a visitor reopening continues at the spread where they stopped', async () => {
  landscape = true;
  const first = renderViewer();
  await waitFor(() => expect(shownPages()).toEqual(['ページ 1 / 8', 'ページ 2 / 8']));
  await first.user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(shownPages()).toEqual(['ページ 5 / 8', 'ページ 6 / 8']);
  first.unmount();

  renderViewer();
  await waitFor(() => expect(shownPages()).toEqual(['ページ 5 / 8', 'ページ 6 / 8']));
});

test('spreads read two spreads ahead', async () => {
  landscape = true;
  const { user } = renderViewer();
  await waitFor(() => expect(images.requested).toEqual(eight.slice(0, 6)));
  await user.keyboard('{ArrowLeft}');
  await waitFor(() => expect(images.requested).toEqual(eight));
});

test('on the last three pages the first pages of a readable next episode are loaded ahead, without recording it as read', async () => {
  const next = pageUrls(202, 6);
  const { user } = renderViewer(episodeAnswer({ next_episode_id: 202 }), {
    '/episode/viewer': () => episodeAnswer({ episode_id: 202, page_list: next, magazine_id: null, is_download: true }),
  });
  await screen.findByRole('img', { name: 'ページ 1 / 8' });
  for (let turn = 0; turn < 4; turn += 1) await user.keyboard('{ArrowLeft}');
  expect(await screen.findByRole('img', { name: 'ページ 5 / 8' })).toBeTruthy();
  expect(stub?.paths()).not.toContain('/episode/viewer');

  await user.keyboard('{ArrowLeft}');
  await waitFor(() => expect(images.requested).toEqual(expect.arrayContaining(next.slice(0, 4))));
  expect(images.requested).not.toContain(next[4]);
  const ahead = stub?.calls.find((call) => call.path === '/episode/viewer');
  expect(ahead?.params.get('episode_id')).toBe('202');
  expect(ahead?.params.get('is_download')).toMatch(/^(1|true)$/);
});

test('a locked next episode loads nothing ahead', async () => {
  const { user } = renderViewer(episodeAnswer({ page_list: pageUrls(201, 2), next_episode_id: 202 }), {
    '/episode/viewer': () => ({ code: 1001, status: 400 }),
    '/episode/viewer/finish': () => ({ code: 1099, status: 404 }),
  });
  await screen.findByRole('img', { name: 'ページ 1 / 2' });
  await waitFor(() => expect(stub?.paths()).toContain('/episode/viewer'));
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(within(await screen.findByRole('region', { name: '読み終わりました' })).getByRole('heading')).toBeTruthy();
  expect(images.requested.every((url) => url.startsWith('/pages/201/'))).toBe(true);
});
