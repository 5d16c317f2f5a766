import '../../i18n/register';
import { configure, screen, within } from '@testing-library/react';
import { bus, sessionActions, type BusEventMap } from '@ciao/shared';
import { makeAccount } from '../../../../test-support/fixtures';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi } from '../../../../test-support/stub-api';
import { PurchasedPage } from './PurchasedPage';

configure({ asyncUtilTimeout: 5000 });

function owned(episodeId: number, kind: 'purchase' | 'rental') {
  return {
    episode_id: episodeId,
    episode_name: `第${episodeId % 100}話`,
    title_id: 101,
    title_name: 'ひみつのミルク',
    thumbnail_rect_image_url: '/api/image/cover/101-rect.png',
    kind,
    acquired_at: '2026-11-20T12:30:00',
    rental_expire_time: kind === 'rental' ? '2026-11-23T12:30:00' : null,
  };
}

beforeEach(() => sessionActions.loggedIn(makeAccount()));

test('lists the bought and rented episodes, each opening its episode, and pages 20 at a time', async () => {
  const stub = stubApi({
    '/web/episode/purchased': (params) =>
      params.get('offset') === '0'
        ? { data: { episode_list: [owned(10106, 'rental'), owned(10105, 'purchase')], total_count: 22 } }
        : { data: { episode_list: [owned(10104, 'purchase')], total_count: 22 } },
  });
  const { user, router } = renderWithProviders(<PurchasedPage />, { route: '/purchased' });
  expect(await screen.findByRole('heading', { name: '全22件' })).toBeTruthy();
  const list = screen.getAllByRole('list')[0] as HTMLElement;
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'ひみつのミルク 第6話レンタル中2026.11.23まで2026.11.20 12:30 レンタル',
    'ひみつのミルク 第5話購入済み2026.11.20 12:30 購入',
  ]);
  expect(within(list).getByRole('link', { name: 'ひみつのミルク 第6話' }).getAttribute('href')).toBe('/title/00101/episode/10106');
  expect(within(items[0] as HTMLElement).getByRole('img', { name: 'ひみつのミルクの表紙' })).toBeTruthy();
  expect([stub.calls[0]?.params.get('limit'), stub.calls[0]?.params.get('offset')]).toEqual(['20', '0']);

  await user.click(within(screen.getByRole('navigation', { name: '購入・レンタルした作品のページ' })).getByRole('button', { name: /2/ }));
  expect(await screen.findByRole('link', { name: 'ひみつのミルク 第4話' })).toBeTruthy();
  expect(router.state.location.search).toBe('?page=2');
  expect(stub.calls.at(-1)?.params.get('offset')).toBe('20');
});

test('nothing owned: says so with a way to find comics', async () => {
  stubApi({ '/web/episode/purchased': () => ({ data: { episode_list: [], total_count: 0 } }) });
  renderWithProviders(<PurchasedPage />, { route: '/purchased' });
  expect(await screen.findByText('購入・レンタル中のエピソードはまだありません。')).toBeTruthy();
  expect(screen.getByRole('link', { name: '作品をさがす' }).getAttribute('href')).toBe('/');
});

test('a failed load shows the localized message and loads again on retry', async () => {
  let calls = 0;
  stubApi({
    '/web/episode/purchased': () => {
      calls += 1;
      return calls === 1 ? { code: 1103, status: 429 } : { data: { episode_list: [owned(10105, 'purchase')], total_count: 1 } };
    },
  });
  const { user } = renderWithProviders(<PurchasedPage />, { route: '/purchased' });
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('サイトが混み合っています。時間をおいて再度お試しください。');
  await user.click(within(alert).getByRole('button'));
  expect(await screen.findByRole('link', { name: 'ひみつのミルク 第5話' })).toBeTruthy();
});

test('a visitor is asked to log in first', async () => {
  sessionActions.loggedOut();
  const stub = stubApi({});
  const heard: BusEventMap['auth:open-login'][] = [];
  const off = bus.on('auth:open-login', (payload) => heard.push(payload));
  const { user } = renderWithProviders(<PurchasedPage />, { route: '/purchased' });
  expect(screen.getByText('購入・レンタルした作品を見るには、ログインしてください。')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'ログインする' }));
  off();
  expect(heard).toEqual([{ redirect: '/purchased' }]);
  expect(stub.calls).toEqual([]);
});

test('in English', async () => {
  stubApi({ '/web/episode/purchased': () => ({ data: { episode_list: [owned(10105, 'purchase')], total_count: 1 } }) });
  renderWithProviders(<PurchasedPage />, { route: '/purchased', language: 'en' });
  expect(await screen.findByRole('heading', { name: 'Bought and rented comics' })).toBeTruthy();
  expect(await screen.findByText('Bought 2026.11.20 12:30')).toBeTruthy();
});
