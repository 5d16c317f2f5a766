import '../../i18n/register';
import { screen, waitFor } from '@testing-library/react';
import { installFakeImages, type FakeImages } from '../../testing/fake-browser-images';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi, type ApiStub, type StubRoute } from '../../../../test-support/stub-api';
import { CAPTIONS_STORAGE_KEY } from '../common/page-reader/caption-setting';
import { MagazineViewer } from './MagazineViewer';

let stub: ApiStub;
let images: FakeImages;
beforeEach(() => {
  images = installFakeImages();
});
afterEach(() => {
  images.restore();
});

const detail = {
  magazine: {
    magazine_id: 12,
    magazine_category_id: 1,
    magazine_name: 'ちゃお 2026年12月号',
    introduction_text: '12月号のふろくは「ひみつのメモ帳」！',
    thumbnail_image_url: '/image/magazine-cover/12.png',
    price: 650,
    is_free: false,
    is_readable: false,
    release_time: '2026-11-03T00:00:00',
    page_count: 24,
    magazine_article_link: [{ magazine_type: 'honshi', article_name: 'ちゃお12月号 本誌', url: '/magazine/00012' }],
  },
  prev_magazine_id: 11,
  next_magazine_id: null,
};
const PREVIEW_PAGES = 4;
const viewer = {
  magazine_id: 12,
  magazine_name: 'ちゃお 2026年12月号',
  view_type: 2,
  page_list: Array.from({ length: PREVIEW_PAGES }, (_, index) => `/image/magazine/12/${index + 1}.png`),
  scramble_seed: 4242,
  scramble_ver: 2,
};
const texts = {
  magazine_id: 12,
  view_type: 2,
  page_text_list: viewer.page_list.map((_, index) => ({
    page: index + 1,
    description: `みおが公園でゆいとわらう（${index + 1}）。3コマのページ。`,
    line_list: [
      { speaker: 'みお', text: `明日も${index + 1}回！`, segments: [{ text: '明日', ruby: 'あした' }, { text: `も${index + 1}回！` }] },
    ],
  })),
};

/** A visitor opens the preview of a paid issue from its paywall. */
async function openPreview(pageText: StubRoute) {
  stub = stubApi({
    '/magazine/detail': () => ({ data: detail }),
    '/magazine/viewer': () => ({ data: viewer }),
    '/web/magazine/page/text': pageText,
  });
  const { user } = renderWithProviders(<MagazineViewer magazineId={12} />);
  await user.click(await screen.findByRole('button', { name: '試し読み（最初の4ページ）' }));
  return user;
}

const captions = () => screen.queryAllByTestId('page-caption');

test('magazine pages are described by their texts, asked for the same issue and reading as the pages', async () => {
  await openPreview(() => ({ data: texts }));
  expect(
    await screen.findByRole('img', {
      name: 'ページ 1 / 4',
      description: 'みおが公園でゆいとわらう（1）。3コマのページ。 せりふ: みお「明日も1回！」',
    }),
  ).toBeTruthy();
  const call = stub.calls.find((asked) => asked.path === '/web/magazine/page/text');
  expect([call?.params.get('magazine_id'), call?.params.get('view_type')]).toEqual(['12', '2']);
  expect(captions()).toHaveLength(0);
});

test("the menu's switch shows the page's lines with furigana, the same switch as the episode viewer's", async () => {
  localStorage.removeItem(CAPTIONS_STORAGE_KEY);
  const user = await openPreview(() => ({ data: texts }));
  await screen.findByRole('img', { name: 'ページ 1 / 4', description: /（1）/ });
  // The menu is open on the page reading starts at.
  await user.click(await screen.findByRole('button', { name: 'ふりがな字幕' }));
  expect(screen.getByRole('button', { name: 'ふりがな字幕' }).getAttribute('aria-pressed')).toBe('true');
  await waitFor(() => expect(captions()[0]?.textContent).toBe('みお「明日あしたも1回！」'));
  expect(captions()[0]?.querySelector('ruby')?.innerHTML).toBe('明日<rt>あした</rt>');
  await user.keyboard('{ArrowLeft}');
  await waitFor(() => expect(captions().map((caption) => caption.textContent)).toContain('みお「明日あしたも2回！」'));
  localStorage.removeItem(CAPTIONS_STORAGE_KEY);
});

test('without texts (the call failed) the pages still read, undescribed and with no captions switch', async () => {
  await openPreview(() => ({ code: 1099, status: 500 }));
  const page = await screen.findByRole('img', { name: 'ページ 1 / 4' });
  await waitFor(() => expect(stub.paths()).toContain('/web/magazine/page/text'));
  expect(page.getAttribute('aria-describedby')).toBeNull();
  expect(screen.queryByRole('button', { name: 'ふりがな字幕' })).toBeNull();
  expect(screen.getByRole('button', { name: 'もくじへ戻る' })).toBeTruthy();
});
