import '../../i18n/register';
import { screen, waitFor } from '@testing-library/react';
import { bus, sessionStore, type BusEventMap } from '@ciao/shared';
import { makeAccount } from '../../../../test-support/fixtures';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi } from '../../../../test-support/stub-api';
import { MyPages } from '../../exposes/MyPages';

const account = makeAccount({ nickname: 'ひまり' });
const subscription = {
  is_subscribed: true,
  is_valid: true,
  update_at: '2026-11-01T00:00:00',
  expires_at: '2026-12-01T00:00:00',
  unsubscribed_at: null,
  cancel_reason: null,
};

function stubMyPage() {
  return stubApi({
    '/account/point': () => ({ data: { point: { paid_point: 1200, free_point: 30, total: 1230 }, coin: 5 } }),
    '/account/subscription': () => ({ data: { subscription } }),
    '/web/user/logout': () => ({ data: { code: 0 } }),
  });
}

function renderMyPage() {
  return renderWithProviders(<MyPages screen="home" />, {
    route: '/my',
    path: '*',
    session: { isLoggedIn: true, account },
  });
}

test('greets the reader and shows balances, subscription and the ways on', async () => {
  const stub = stubMyPage();
  renderMyPage();
  expect(screen.getByRole('heading', { level: 1, name: 'マイページ' })).toBeTruthy();
  expect(screen.getByText('ひまり さん、こんにちは！')).toBeTruthy();
  expect(await screen.findByText('1,200')).toBeTruthy();
  expect(screen.getByText('30')).toBeTruthy();
  expect(screen.getByText('5')).toBeTruthy();
  expect(await screen.findByText('定期購読中です（2026/12/01 まで）')).toBeTruthy();
  expect(screen.getByRole('link', { name: '読んだ作品の履歴' }).getAttribute('href')).toBe('/my/history');
  expect(screen.getByRole('link', { name: 'ギフトコードを入力する' }).getAttribute('href')).toBe('/gift');
  expect(screen.getByRole('link', { name: '設定' }).getAttribute('href')).toBe('/my/setting');
  // The commerce screens of the reader's money and tickets, reached by their routes.
  expect(screen.getByRole('link', { name: '購入した作品' }).getAttribute('href')).toBe('/purchased');
  expect(screen.getByRole('link', { name: 'ポイントの履歴' }).getAttribute('href')).toBe('/point/history');
  expect(screen.getByRole('link', { name: 'コインの残高と履歴' }).getAttribute('href')).toBe('/coin');
  expect(screen.getByRole('link', { name: 'チケットの履歴' }).getAttribute('href')).toBe('/ticket/history');
  // Buying points is the obvious way on from the balances.
  expect(screen.getByRole('link', { name: 'ポイントを購入する' }).getAttribute('href')).toBe('/point/shop');
  expect(stub.paths()).toEqual(expect.arrayContaining(['/account/point', '/account/subscription']));
});

test('logout ends the session and goes to top, with no login modal asked for on the way out', async () => {
  stubMyPage();
  const heard: BusEventMap['auth:logged-out'][] = [];
  const off = bus.on('auth:logged-out', (payload) => heard.push(payload));
  const loginAsked = jest.fn();
  const offLogin = bus.on('auth:open-login', loginAsked);
  const { user, router } = renderMyPage();
  await user.click(screen.getByRole('button', { name: 'ログアウト' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  off();
  offLogin();
  expect(sessionStore.getState().isLoggedIn).toBe(false);
  expect(heard).toEqual([{ reason: 'user' }]);
  expect(loginAsked).not.toHaveBeenCalled();
});

test('a balance failure shows the error with a retry, not a blank page', async () => {
  stubApi({
    '/account/point': () => ({ code: 1099, status: 500 }),
    '/account/subscription': () => ({ data: { subscription: null } }),
  });
  renderMyPage();
  expect(await screen.findByRole('button', { name: 'もう一度読み込む' })).toBeTruthy();
});

test('logged out, the page asks for the login and opens the modal with a way back', async () => {
  const stub = stubMyPage();
  const heard: BusEventMap['auth:open-login'][] = [];
  const off = bus.on('auth:open-login', (payload) => heard.push(payload));
  const { user } = renderWithProviders(<MyPages screen="history" />, { route: '/my/history' });
  expect(screen.getByRole('heading', { level: 1, name: 'ログインしてください' })).toBeTruthy();
  expect(heard).toEqual([{ redirect: '/my/history' }]);
  await user.click(screen.getByRole('button', { name: 'ログインする' }));
  off();
  expect(heard).toHaveLength(2);
  expect(stub.calls).toHaveLength(0);
});
