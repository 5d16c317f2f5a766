import '../../i18n/register';
import { bus, sessionActions } from '@ciao/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { installFakeImages, type FakeImages } from '../../testing/fake-browser-images';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi, type ApiStub, type StubAnswer } from '../../../../test-support/stub-api';
import { MagazineViewer } from './MagazineViewer';

let stub: ApiStub;
let images: FakeImages;
beforeEach(() => {
  sessionActions.reset();
  images = installFakeImages();
});
afterEach(() => {
  images.restore();
});

const PAGE_COUNT = 6;
const pageUrls = (count: number) => Array.from({ length: count }, (_, index) => `/image/magazine/12/${index + 1}.png`);

function detailAnswer(overrides: Record<string, unknown> = {}): StubAnswer {
  return {
    data: {
      magazine: {
        magazine_id: 12,
        magazine_category_id: 1,
        magazine_name: 'ちゃお 2026年1月号',
        introduction_text: '1月号のふろくは「ひみつのメモ帳」！',
        thumbnail_image_url: '/image/magazine-cover/12.png',
        price: 650,
        is_free: true,
        is_readable: true,
        release_time: '2025-12-03T00:00:00',
        page_count: PAGE_COUNT,
        magazine_article_link: [
          { magazine_type: 'honshi', article_name: 'ちゃお1月号 本誌', url: '/magazine/00012' },
          { magazine_type: 'furoku', article_name: 'ふろく「ひみつのメモ帳」の紹介', url: '/topics/ciao_202601_furoku/' },
        ],
        ...overrides,
      },
      prev_magazine_id: 11,
      next_magazine_id: null,
    },
  };
}

function viewerAnswer(params: URLSearchParams): StubAnswer {
  const preview = params.get('view_type') === '2';
  return {
    data: {
      magazine_id: 12,
      magazine_name: 'ちゃお 2026年1月号',
      view_type: preview ? 2 : 1,
      page_list: pageUrls(preview ? 4 : PAGE_COUNT),
      scramble_seed: 4242,
      scramble_ver: 2,
    },
  };
}

function renderMagazine(detail: () => StubAnswer = () => detailAnswer(), viewer: (params: URLSearchParams) => StubAnswer = viewerAnswer) {
  stub = stubApi({ '/magazine/detail': detail, '/magazine/viewer': viewer });
  return renderWithProviders(<MagazineViewer magazineId={12} />);
}

async function shownPage(): Promise<string | null> {
  return (await screen.findByRole('img', { name: /^ページ/ })).getAttribute('aria-label');
}

test('opens on the contents: the issue, its articles, its pages and the neighbouring issue', async () => {
  renderMagazine();

  expect(await screen.findByRole('heading', { level: 1, name: 'ちゃお 2026年1月号' })).toBeTruthy();
  expect(screen.getByText('無料で読めます')).toBeTruthy();
  const contents = screen.getByRole('region', { name: 'もくじ' });
  expect(within(contents).getByRole('button', { name: /ちゃお1月号 本誌/ })).toBeTruthy();
  expect(within(contents).getByRole('link', { name: 'ふろく「ひみつのメモ帳」の紹介' }).getAttribute('href')).toBe(
    '/topics/ciao_202601_furoku/',
  );
  const pages = screen.getByRole('region', { name: 'ページから選ぶ' });
  expect(within(pages).getAllByRole('button')).toHaveLength(PAGE_COUNT);
  expect(screen.getByRole('link', { name: '前の号' }).getAttribute('href')).toBe('/magazine/00011');
  expect(screen.queryByRole('link', { name: '次の号' })).toBeNull();
  expect(stub.calls[0]?.params.get('magazine_id')).toBe('12');
  expect(stub.paths()).not.toContain('/magazine/viewer');
});

test('an article on a service the real site runs elsewhere opens as external, marked so', async () => {
  renderMagazine(() =>
    detailAnswer({
      magazine_article_link: [
        { magazine_type: 'present', article_name: '読者プレゼントに応募', url: 'https://ciao.shogakukan.co.jp/enquete/' },
      ],
    }),
  );

  const contents = await screen.findByRole('region', { name: 'もくじ' });
  const link = within(contents).getByRole('link', { name: /^読者プレゼントに応募\s*（外部サイト・新しいタブで開きます）$/ });
  expect(link.getAttribute('href')).toBe('https://ciao.shogakukan.co.jp/enquete/');
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toContain('noopener');
});

test('jumps from the contents to a page, pages right to left, and goes back to the contents', async () => {
  const { user } = renderMagazine();

  await user.click(await screen.findByRole('button', { name: '3ページ目を読む' }));
  expect(await shownPage()).toBe(`ページ 3 / ${PAGE_COUNT}`);
  // The menu opens on the page reading starts at, with the way back to the contents.
  expect(screen.getByRole('button', { name: 'もくじへ戻る' })).toBeTruthy();
  await waitFor(() => expect(images.requested[0]).toBe('/image/magazine/12/3.png'));
  expect(stub.calls.find((call) => call.path === '/magazine/viewer')?.params.get('view_type')).toBe('1');

  await user.keyboard('{ArrowLeft}');
  expect(await shownPage()).toBe(`ページ 4 / ${PAGE_COUNT}`);
  await user.click(screen.getByRole('button', { name: '前のページ' }));
  expect(await shownPage()).toBe(`ページ 3 / ${PAGE_COUNT}`);

  await user.keyboard('{ArrowLeft}');
  expect(await shownPage()).toBe(`ページ 4 / ${PAGE_COUNT}`);
  await user.click(screen.getByRole('button', { name: 'メニューを表示・非表示' }));
  expect(screen.getByText(`4 / ${PAGE_COUNT}`)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'もくじ' }));
  expect(await screen.findByRole('region', { name: 'もくじ' })).toBeTruthy();
});

test('the main issue in the contents opens the first page; the last page offers the way back', async () => {
  const { user } = renderMagazine();

  await user.click(await screen.findByRole('button', { name: /ちゃお1月号 本誌/ }));
  expect(await shownPage()).toBe(`ページ 1 / ${PAGE_COUNT}`);
  for (let turn = 1; turn < PAGE_COUNT; turn += 1) await user.keyboard('{ArrowLeft}');
  expect(await shownPage()).toBe(`ページ ${PAGE_COUNT} / ${PAGE_COUNT}`);
  expect(screen.queryByRole('region', { name: '読み終わりました' })).toBeNull();
  await user.keyboard('{ArrowLeft}');
  const end = await screen.findByRole('region', { name: '読み終わりました' });
  expect(within(end).getByText('この号を最後まで読みました！')).toBeTruthy();
  await user.click(within(end).getByRole('button', { name: 'もくじへ戻る' }));
  expect(await screen.findByRole('region', { name: 'もくじ' })).toBeTruthy();
});

test('a visitor meets the paywall of a paid issue: what the subscription gives, the login, the preview', async () => {
  const openLogin = jest.fn();
  const off = bus.on('auth:open-login', openLogin);
  const { user } = renderMagazine(() => detailAnswer({ is_free: false, is_readable: false }));

  const paywall = await screen.findByRole('region', { name: 'この号は定期購読の方が読めます' });
  expect(within(paywall).getByText('1か月550円で、毎月3号まで読めます')).toBeTruthy();
  expect(within(paywall).getByText('申し込むと550ポイントもらえます')).toBeTruthy();
  expect(within(paywall).getByRole('link', { name: '定期購読を申し込む' }).getAttribute('href')).toBe('/subscription');
  expect(screen.queryByRole('region', { name: 'ページから選ぶ' })).toBeNull();
  expect(screen.queryByRole('button', { name: '最初から読む' })).toBeNull();

  await user.click(within(paywall).getByRole('button', { name: 'ログインする' }));
  expect(openLogin).toHaveBeenCalledWith({});
  off();

  await user.click(within(paywall).getByRole('button', { name: '試し読み（最初の4ページ）' }));
  expect(await shownPage()).toBe('ページ 1 / 4');
  expect(stub.calls.find((call) => call.path === '/magazine/viewer')?.params.get('view_type')).toBe('2');
});

test('a logged-in reader without a subscription is not offered the login', async () => {
  act(() =>
    sessionActions.loggedIn({ account_id: 7, user_id: 'u7', nickname: 'さくら', email: 'a@example.jp', birthday: '2008-04', gender: 2 }),
  );
  renderMagazine(() => detailAnswer({ is_free: false, is_readable: false }));

  const paywall = await screen.findByRole('region', { name: 'この号は定期購読の方が読めます' });
  expect(within(paywall).queryByRole('button', { name: 'ログインする' })).toBeNull();
  expect(within(paywall).getByRole('button', { name: '試し読み（最初の4ページ）' })).toBeTruthy();
});

test('an unknown issue says so, with the way back to the top page', async () => {
  renderMagazine(() => ({ code: 3000, status: 404 }));

  expect((await screen.findByRole('alert')).textContent).toContain('この号は見つかりません');
  expect(screen.getByRole('link', { name: 'トップページへ戻る' }).getAttribute('href')).toBe('/');
});

test('other failures offer a retry that loads the contents', async () => {
  let failing = true;
  const { user } = renderMagazine(() => (failing ? { code: 1103, status: 429 } : detailAnswer()));

  expect((await screen.findByRole('alert')).textContent).toContain('サイトが混み合っています');
  failing = false;
  await user.click(screen.getByRole('button', { name: 'もう一度読み込む' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'ちゃお 2026年1月号' })).toBeTruthy();
});
