import '../../i18n/register';
import { act, screen, waitFor } from '@testing-library/react';
import { episodeAnswer } from '../../testing/episode-answer';
import { installFakeImages, type FakeImages } from '../../testing/fake-browser-images';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi, type ApiStub } from '../../../../test-support/stub-api';
import { CAPTIONS_STORAGE_KEY } from '../common/page-reader/caption-setting';
import { SPREAD_QUERY } from '../common/page-reader/use-spread-view';
import { EpisodeViewer } from './EpisodeViewer';

let stub: ApiStub | undefined;
let images: FakeImages;
let landscape = false;
beforeEach(() => {
  images = installFakeImages();
  landscape = false;
  window.matchMedia = (query: string) =>
    ({
      media: query,
      matches: query === SPREAD_QUERY && landscape,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});
afterEach(() => {
  images.restore();
  Reflect.deleteProperty(window, 'matchMedia');
});

const pages = ['/pages/201/1.png', '/pages/201/2.png', '/pages/201/3.png', '/pages/201/4.png'];
const texts = pages.map((_, index) => ({
  page: index + 1,
  description: `ひなたが教室でりくに手をふる（${index + 1}）。`,
  line_list: [
    {
      speaker: 'ひなた',
      text: `今日は${index + 1}ばん！`,
      segments: [{ text: '今日', ruby: 'きょう' }, { text: `は${index + 1}ばん！` }],
    },
  ],
}));

function renderViewer() {
  stub = stubApi({
    '/web/episode/viewer': () => episodeAnswer(pages, { next_episode_id: null }),
    '/web/episode/page/text': () => ({ data: { episode_id: 201, page_text_list: texts } }),
  });
  return renderWithProviders(<EpisodeViewer titleId={42} episodeId={201} />);
}

const captions = () => screen.queryAllByTestId('page-caption');

test('each page image is described by what happens on it and its lines, and the description follows the page', async () => {
  const { user } = renderViewer();
  expect(
    await screen.findByRole('img', {
      name: 'ページ 1 / 4',
      description: 'ひなたが教室でりくに手をふる（1）。 せりふ: ひなた「今日は1ばん！」',
    }),
  ).toBeTruthy();
  expect(stub?.calls.find((call) => call.path === '/web/episode/page/text')?.params.get('episode_id')).toBe('201');
  // Captions are off until the reader switches them on.
  expect(captions()).toHaveLength(0);

  await user.keyboard('{ArrowLeft}');
  expect(await screen.findByRole('img', { name: 'ページ 2 / 4', description: /ひなたが教室でりくに手をふる（2）。/ })).toBeTruthy();
});

test('the menu switch shows the lines as captions with furigana, and the choice is remembered', async () => {
  const first = renderViewer();
  await screen.findByRole('img', { name: 'ページ 1 / 4', description: /（1）/ });
  const toggle = screen.getByRole('button', { name: 'ふりがな字幕' });
  expect(toggle.getAttribute('aria-pressed')).toBe('false');
  await first.user.click(toggle);

  expect(toggle.getAttribute('aria-pressed')).toBe('true');
  const [caption] = captions();
  expect(caption?.textContent).toBe('ひなた「今日きょうは1ばん！」');
  expect(caption?.querySelector('ruby')?.innerHTML).toBe('今日<rt>きょう</rt>');
  expect(localStorage.getItem(CAPTIONS_STORAGE_KEY)).toBe('on');

  await first.user.keyboard('{ArrowLeft}');
  await waitFor(() => expect(captions()[0]?.textContent).toBe('ひなた「今日きょうは2ばん！」'));

  // Opened again later (where the reader stopped): captions are still on, without touching the switch.
  first.unmount();
  renderViewer();
  await screen.findByRole('img', { name: 'ページ 2 / 4', description: /（2）/ });
  expect(captions()[0]?.textContent).toBe('ひなた「今日きょうは2ばん！」');
  await act(async () => screen.getByRole('button', { name: 'ふりがな字幕' }).click());
  expect(captions()).toHaveLength(0);
  expect(localStorage.getItem(CAPTIONS_STORAGE_KEY)).toBe('off');
});

test('in a spread each of the two pages has its own caption and description', async () => {
  landscape = true;
  localStorage.setItem(CAPTIONS_STORAGE_KEY, 'on');
  renderViewer();
  expect(await screen.findByRole('img', { name: 'ページ 1 / 4', description: /（1）/ })).toBeTruthy();
  expect(screen.getByRole('img', { name: 'ページ 2 / 4', description: /（2）/ })).toBeTruthy();
  await waitFor(() => expect(captions().map((caption) => caption.textContent)).toHaveLength(2));
  expect(captions().map((caption) => caption.textContent)).toEqual(['ひなた「今日きょうは1ばん！」', 'ひなた「今日きょうは2ばん！」']);
});
