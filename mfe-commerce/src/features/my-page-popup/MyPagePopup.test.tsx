import '../../i18n/register';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { bus, sessionActions, sessionStore, type BusEventMap, type Subscription } from '@ciao/shared';
import { apiFailure, apiSuccess, calledPaths, stubApi, type ApiHandler } from '../../../../test-support/stub-api-handlers';
import { MyPagePopup } from './MyPagePopup';

const account = { account_id: 7, user_id: 'user-7', nickname: 'さくら', email: 'sakura@example.jp', birthday: '2008-04', gender: 2 };

function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    is_subscribed: true,
    is_valid: true,
    update_at: '2025-04-01T00:00:00',
    expires_at: '2025-05-01T00:00:00',
    unsubscribed_at: null,
    cancel_reason: null,
    ...overrides,
  };
}

const pointAnswer = () => apiSuccess({ point: { paid_point: 1300, free_point: 50, total: 1350 }, coin: 120 });

function stubAccount(subscription: Subscription | null, extra: Record<string, ApiHandler> = {}) {
  return stubApi({
    '/account/point': pointAnswer,
    '/account/subscription': () => apiSuccess({ subscription }),
    ...extra,
  });
}

function Shell() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button">ヘッダー</button>
      <Outlet />
      {open && <MyPagePopup onClose={() => setOpen(false)} />}
    </>
  );
}

function renderPopup() {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/', element: <p>トップページ</p> },
          { path: '/title/:titleId', element: <p>作品ページ</p> },
        ],
      },
    ],
    { initialEntries: ['/title/00001'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

beforeEach(() => {
  sessionActions.reset();
  sessionActions.loggedIn(account);
});

afterEach(() => {
  jest.restoreAllMocks();
});

test('shows the coin and point balances from the API and shares them with the page', async () => {
  stubAccount(makeSubscription());
  const heard: BusEventMap['wallet:changed'][] = [];
  const off = bus.on('wallet:changed', (payload) => heard.push(payload));
  renderPopup();
  const popup = screen.getByRole('dialog', { name: 'マイページ' });
  expect(within(popup).getByRole('status').textContent).toBe('読み込み中…');

  const coinTerm = await within(popup).findByText('コイン');
  off();
  expect(coinTerm.nextElementSibling?.textContent).toBe('120');
  expect(within(popup).getByText('ポイント').nextElementSibling?.textContent).toBe('1,350');
  expect(within(popup).getByText('有償 1,300 / 無償 50')).toBeTruthy();
  expect(sessionStore.getState().wallet).toEqual({ paidPoint: 1300, freePoint: 50, coin: 120 });
  expect(heard).toEqual([{ paidPoint: 1300, freePoint: 50, coin: 120 }]);
});

test('the coin links open the payment host in a new tab', async () => {
  stubAccount(null);
  renderPopup();
  const buy = screen.getByRole('link', { name: /コインを購入する/ });
  const check = screen.getByRole('link', { name: /コインの残高・履歴を確認する/ });
  expect(buy.getAttribute('href')).toBe('https://pay.example.com/charge?site_id=3');
  expect(check.getAttribute('href')).toBe('https://pay.example.com/user/coin?site_id=3');
  for (const link of [buy, check]) {
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  }
  await screen.findByText('コイン');
});

describe('subscription status', () => {
  test('valid and subscribed shows the next renewal date', async () => {
    stubAccount(makeSubscription({ expires_at: '2025-05-01T00:00:00' }));
    renderPopup();
    expect(await screen.findByText('次回更新日 2025/05/01')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '未加入' })).toBeNull();
  });

  test('valid but no longer subscribed shows the cancellation date', async () => {
    stubAccount(makeSubscription({ is_subscribed: false, unsubscribed_at: '2025-04-10T12:30:00', cancel_reason: 1 }));
    renderPopup();
    expect(await screen.findByText('解約日 2025/04/10')).toBeTruthy();
    expect(screen.queryByText(/次回更新日/)).toBeNull();
  });

  test('not valid shows a not-subscribed link to the subscription page', async () => {
    stubAccount(makeSubscription({ is_valid: false, is_subscribed: false, cancel_reason: 1 }));
    renderPopup();
    const link = await screen.findByRole('link', { name: '未加入' });
    expect(link.getAttribute('href')).toBe('/comics/magazine');
    expect(screen.queryByText(/定期購読を停止しました/)).toBeNull();
  });

  test('not valid because billing was stopped also says so', async () => {
    stubAccount(makeSubscription({ is_valid: false, is_subscribed: false, cancel_reason: 2 }));
    renderPopup();
    expect(await screen.findByRole('link', { name: '未加入' })).toBeTruthy();
    expect(screen.getByText('お支払いが確認できなかったため、定期購読を停止しました。')).toBeTruthy();
  });

  test('no subscription leaves the status blank', async () => {
    stubAccount(null);
    renderPopup();
    const title = await screen.findByRole('heading', { name: '定期購読' });
    expect(title.nextElementSibling).toBeNull();
  });
});

test('a failed load shows the localized message and loads again on retry', async () => {
  let pointCalls = 0;
  stubAccount(makeSubscription(), {
    '/account/point': () => {
      pointCalls += 1;
      return pointCalls === 1 ? apiFailure(1103, 429) : pointAnswer();
    },
  });
  const { user } = renderPopup();
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('サイトが混み合っています。時間をおいて再度お試しください。');
  await user.click(within(alert).getByRole('button', { name: 'もう一度読み込む' }));
  expect(await screen.findByText('次回更新日 2025/05/01')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

test.each([
  ['succeeds', () => apiSuccess({ code: 0 })],
  ['fails', () => apiFailure(2004, 403)],
])('logout clears the session, announces it and goes to top when the call %s', async (_outcome, answer) => {
  let sentBody = new URLSearchParams();
  const fetchSpy = stubAccount(makeSubscription(), {
    '/web/user/logout': async (request) => {
      sentBody = new URLSearchParams(await request.text());
      return answer();
    },
  });
  const heard: BusEventMap['auth:logged-out'][] = [];
  const off = bus.on('auth:logged-out', (payload) => heard.push(payload));
  const { user, router } = renderPopup();
  await screen.findByText('コイン');
  await user.click(screen.getByRole('button', { name: 'ログアウト' }));

  expect(await screen.findByText('トップページ')).toBeTruthy();
  off();
  expect(router.state.location.pathname).toBe('/');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(sessionStore.getState().isLoggedIn).toBe(false);
  expect(sessionStore.getState().account).toBeNull();
  expect(sessionStore.getState().wallet).toBeNull();
  expect(heard).toEqual([{ reason: 'user' }]);
  expect(calledPaths(fetchSpy)).toContain('/web/user/logout');
  expect(sentBody.get('target_user_id')).toBe('user-7');
});

test('Escape closes the popup', async () => {
  stubAccount(null);
  const { user } = renderPopup();
  await screen.findByText('コイン');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a click inside keeps the popup open and a click outside closes it', async () => {
  stubAccount(null);
  const { user } = renderPopup();
  await user.click(await screen.findByText('コイン'));
  expect(screen.getByRole('dialog', { name: 'マイページ' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'ヘッダー' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
