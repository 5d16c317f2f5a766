import '../../i18n/register';
import { bus } from '@ciao/shared';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi, type StubAnswer } from '../../../../test-support/stub-api';
import { LimitedPages } from './LimitedPages';

function post(id: number, content: string | null) {
  return {
    id,
    date: '2026-11-01T10:00:00',
    slug: `limited-${id}`,
    title: `【会員限定】ネーム公開 ${id}`,
    excerpt: `ネームを特別公開 ${id}`,
    content,
    categories: [1],
    tags: [],
    title_id: 101,
    author_id: 1,
    link: `/limited/episode?id=${id}`,
  };
}

function limitedAnswer(isSubscriber: boolean, ids: number[], totalPages = 1): StubAnswer {
  return {
    data: {
      // The content service's body is editors' HTML, as /topics gets it.
      post_list: ids.map((id) =>
        post(
          id,
          isSubscriber ? `<p>本文 ${id}</p><p>二段落目</p><p><img src="/api/image/cover/101-rect.png" alt="ネーム ${id}"></p>` : null,
        ),
      ),
      total: ids.length,
      total_pages: totalPages,
      is_subscriber: isSubscriber,
    },
  };
}

test('a visitor sees the subscriber list, why it is closed, a way to subscribe and the login', async () => {
  const stub = stubApi({ '/wp-json/wp/v2/limited': () => limitedAnswer(false, [7, 8]) });
  const openLogin = jest.fn();
  const off = bus.on('auth:open-login', openLogin);
  const { user } = renderWithProviders(<LimitedPages screen="list" />, { route: '/limited' });

  expect(await screen.findByRole('heading', { level: 1, name: '会員限定' })).toBeTruthy();
  const list = await screen.findByRole('list', { name: '会員限定の記事' });
  expect(
    within(list)
      .getByRole('link', { name: /ネーム公開 7/ })
      .getAttribute('href'),
  ).toBe('/limited/episode?id=7');
  const paywall = screen.getByRole('region', { name: '定期購読の方だけが読めます' });
  expect(within(paywall).getByText('1か月550円で、毎月3号まで読めます')).toBeTruthy();
  expect(within(paywall).getByRole('link', { name: '定期購読について見る' }).getAttribute('href')).toBe('/subscription');
  await user.click(within(paywall).getByRole('button', { name: '定期購読中の方はログイン' }));
  expect(openLogin).toHaveBeenCalledWith({ redirect: '/limited' });
  expect(stub.calls[0]?.params.get('per_page')).toBe('100');
  off();
});

test('a subscriber sees no paywall on the list and reads an article found on a later page, its HTML shown as text and images', async () => {
  const stub = stubApi({
    '/wp-json/wp/v2/limited': (params) => (params.get('page') === '2' ? limitedAnswer(true, [9], 2) : limitedAnswer(true, [7, 8], 2)),
  });
  renderWithProviders(<LimitedPages screen="article" />, { route: '/limited/episode?id=9', session: { isLoggedIn: true } });

  expect(await screen.findByRole('heading', { level: 1, name: '【会員限定】ネーム公開 9' })).toBeTruthy();
  expect(screen.getByText('本文 9').tagName).toBe('P');
  expect(screen.getByText('二段落目')).toBeTruthy();
  expect(screen.getByRole('img', { name: 'ネーム 9' }).getAttribute('src')).toBe('/api/image/cover/101-rect.png');
  expect(screen.queryByText(/<p>/)).toBeNull();
  expect(screen.queryByRole('region', { name: '定期購読の方だけが読めます' })).toBeNull();
  expect(stub.calls.map((call) => call.params.get('page'))).toEqual(['1', '2']);
});

test('someone without a subscription meets the excerpt, marked as cut with …, and the paywall on an article', async () => {
  stubApi({ '/wp-json/wp/v2/limited': () => limitedAnswer(false, [7]) });
  renderWithProviders(<LimitedPages screen="article" />, { route: '/limited/episode?id=7', session: { isLoggedIn: true } });

  expect(await screen.findByText('ネームを特別公開 7…')).toBeTruthy();
  const paywall = screen.getByRole('region', { name: '定期購読の方だけが読めます' });
  expect(within(paywall).queryByRole('button', { name: '定期購読中の方はログイン' })).toBeNull();
  expect(screen.queryByText('本文 7')).toBeNull();
});

test('an unknown article is not found, with the way back to the list', async () => {
  stubApi({ '/wp-json/wp/v2/limited': () => limitedAnswer(true, [7]) });
  renderWithProviders(<LimitedPages screen="article" />, { route: '/limited/episode?id=99' });

  expect((await screen.findByRole('alert')).textContent).toContain('この記事は見つかりません');
  expect(screen.getByRole('link', { name: '会員限定の一覧へ戻る' }).getAttribute('href')).toBe('/limited');
});
