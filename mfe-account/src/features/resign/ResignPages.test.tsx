import '../../i18n/register';
import { configure, screen, waitFor } from '@testing-library/react';
import { bus, sessionStore, type BusEventMap } from '@ciao/shared';
import { makeAccount } from '../../../../test-support/fixtures';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi } from '../../../../test-support/stub-api';
import { AccountPages } from '../../exposes/AccountPages';
import { MyPages } from '../../exposes/MyPages';

jest.setTimeout(30_000);
// Answers come through the real client and the router: allow a loaded machine more than 1 s.
configure({ asyncUtilTimeout: 5000 });

const account = makeAccount({ user_id: 'user-42' });

function renderResign() {
  return renderWithProviders(null, {
    route: '/resign',
    session: { isLoggedIn: true, account },
    routes: [
      { path: '/resign', element: <MyPages screen="resign" /> },
      { path: '/resign/complete', element: <AccountPages screen="resign-complete" /> },
    ],
  });
}

test('while a subscription is active the server refuses (2009) and the page says why', async () => {
  stubApi({
    '/account/resign': () =>
      new Response(JSON.stringify({ response_code: 2009, message: 'save failed', data: { reason: 'subscription_active' } }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
  });
  const { user } = renderResign();
  await user.click(screen.getByRole('checkbox', { name: '上のことを読んで、わかりました' }));
  await user.click(screen.getByRole('button', { name: '退会する' }));
  expect(await screen.findByText(/定期購読中は退会できません。/)).toBeTruthy();
  expect(screen.getByRole('link', { name: '定期購読について見る' })).toBeTruthy();
  expect(sessionStore.getState().isLoggedIn).toBe(true);
});

test('the confirmation is required; then the account closes, the reader is logged out and sees resign-complete', async () => {
  const stub = stubApi({ '/account/resign': () => ({ data: { code: 0 } }) });
  const heard: BusEventMap['auth:logged-out'][] = [];
  const off = bus.on('auth:logged-out', (payload) => heard.push(payload));
  const { user, router } = renderResign();
  await user.click(screen.getByRole('button', { name: '退会する' }));
  expect(await screen.findByText('上の内容を読んで、チェックを入れてください')).toBeTruthy();
  expect(screen.queryByText(/わかりましたに同意/)).toBeNull();
  expect(stub.calls).toEqual([]);

  await user.click(screen.getByRole('checkbox', { name: '上のことを読んで、わかりました' }));
  await user.click(screen.getByRole('button', { name: '退会する' }));
  expect(await screen.findByRole('heading', { level: 1, name: '退会の手続きが終わりました' })).toBeTruthy();
  off();
  expect(stub.calls[0]?.params.get('user_id')).toBe('user-42');
  await waitFor(() => expect(router.state.location.pathname).toBe('/resign/complete'));
  expect(sessionStore.getState().isLoggedIn).toBe(false);
  expect(heard).toEqual([{ reason: 'user' }]);
  expect(screen.queryByRole('heading', { name: 'ログインしてください' })).toBeNull();
});
