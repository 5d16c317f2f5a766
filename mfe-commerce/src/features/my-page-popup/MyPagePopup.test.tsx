import '../../i18n/register';
import { screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { Outlet } from '@ciao/shared/router';
import {
  apiQueryKey,
  bus,
  getAccountPoint,
  sessionActions,
  sessionStore,
  useApiQuery,
  type BusEventMap,
  type Subscription,
} from '@ciao/shared';
import { makeAccount } from '../../../../test-support/fixtures';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi, type StubRoute } from '../../../../test-support/stub-api';
import { MyPagePopup } from './MyPagePopup';

const account = makeAccount();

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

const pointAnswer = () => ({ data: { point: { paid_point: 1300, free_point: 50, total: 1350 }, coin: 120 } });

function stubAccount(subscription: Subscription | null, extra: Record<string, StubRoute> = {}) {
  return stubApi({
    '/account/point': pointAnswer,
    '/account/subscription': () => ({ data: { subscription } }),
    ...extra,
  });
}

/** Another part of the page (the header, a commerce screen) that shows the point balance. */
function PointsElsewhere() {
  const point = useApiQuery(getAccountPoint, {});
  return <p>elsewhere: {point.data?.point.total ?? 'none'}</p>;
}

/** The page around the popup; `afterClose` is what the test shows once it has closed. */
function Shell({ afterClose = null }: { afterClose?: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button">ヘッダー</button>
      <Outlet />
      {open && <MyPagePopup onClose={() => setOpen(false)} />}
      {!open && afterClose}
    </>
  );
}

function renderPopup(afterClose?: ReactNode) {
  return renderWithProviders(<Shell afterClose={afterClose} />, {
    route: '/title/00001',
    outlet: [
      { path: '/', element: <p>トップページ</p> },
      { path: '/title/:titleId', element: <p>作品ページ</p> },
      { path: '/gift', element: <p>ギフト</p> },
      { path: '/my', element: <p>マイページ本体</p> },
      { path: '/coin', element: <p>コインの画面</p> },
      { path: '/point/history', element: <p>ポイント履歴の画面</p> },
      { path: '/ticket/history', element: <p>チケット履歴の画面</p> },
      { path: '/purchased', element: <p>購入リストの画面</p> },
    ],
  });
}

beforeEach(() => {
  sessionActions.loggedIn(account);
});

test('shows the coin and point balances from the API and shares them with the page', async () => {
  const stub = stubAccount(makeSubscription());
  const { user } = renderPopup(<PointsElsewhere />);
  const popup = screen.getByRole('dialog', { name: 'マイページ' });
  expect(within(popup).getByRole('status').textContent).toBe('読み込み中…');

  const coinTerm = await within(popup).findByText('コイン');
  expect(coinTerm.nextElementSibling?.textContent).toBe('120');
  expect(within(popup).getByText('ポイント').nextElementSibling?.textContent).toBe('1,350');
  expect(within(popup).getByText('有償 1,300 / 無償 50')).toBeTruthy();

  // The balances live in the page's query cache: the next screen showing them needs no call.
  await user.keyboard('{Escape}');
  expect(await screen.findByText('elsewhere: 1350')).toBeTruthy();
  expect(stub.paths().filter((path) => path === '/account/point')).toHaveLength(1);
});

test.each([
  ['ポイントを購入する', '/point/shop', '/point/shop'],
  ['コインを購入する', '/coin#charge', '/coin'],
  ['コインの残高・履歴を確認する', '/coin', '/coin'],
  ['ポイント履歴', '/point/history', '/point/history'],
  ['チケット履歴', '/ticket/history', '/ticket/history'],
  ['購入・レンタルした作品', '/purchased', '/purchased'],
])('the %s link opens the local screen %s in this tab and closes the popup', async (name, target, pathname) => {
  stubAccount(null);
  const { user, router } = renderPopup();
  await screen.findByText('コイン');
  const link = screen.getByRole('link', { name });
  expect(link.getAttribute('href')).toBe(target);
  expect(link.getAttribute('target')).toBeNull();
  await user.click(link);
  expect(router.state.location.pathname).toBe(pathname);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('no link leads off the site', async () => {
  stubAccount(null);
  renderPopup();
  await screen.findByText('コイン');
  for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^\//);
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
    expect(link.getAttribute('href')).toBe('/subscription');
    expect(screen.queryByText(/定期購読を停止しました/)).toBeNull();
  });

  test('not valid because billing was stopped also says so', async () => {
    stubAccount(makeSubscription({ is_valid: false, is_subscribed: false, cancel_reason: 2 }));
    renderPopup();
    expect(await screen.findByRole('link', { name: '未加入' })).toBeTruthy();
    expect(screen.getByText('お支払いが確認できなかったため、定期購読を停止しました。')).toBeTruthy();
  });

  test('a reader who never subscribed (subscription: null) gets the not-subscribed link, not an empty box', async () => {
    stubAccount(null);
    renderPopup();
    await screen.findByRole('heading', { name: '定期購読' });
    expect((await screen.findByRole('link', { name: '未加入' })).getAttribute('href')).toBe('/subscription');
  });
});

test('a failed load shows the localized message and loads again on retry', async () => {
  let pointCalls = 0;
  stubAccount(makeSubscription(), {
    '/account/point': () => {
      pointCalls += 1;
      return pointCalls === 1 ? { code: 1103, status: 429 } : pointAnswer();
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
  ['succeeds', () => ({ data: { code: 0 } })],
  ['fails', () => ({ code: 2004, status: 403 })],
])('logout clears the session, announces it and goes to top when the call %s', async (_outcome, answer) => {
  let sentBody = new URLSearchParams();
  const stub = stubAccount(makeSubscription(), {
    '/web/user/logout': (params) => {
      sentBody = params;
      return answer();
    },
  });
  const heard: BusEventMap['auth:logged-out'][] = [];
  const off = bus.on('auth:logged-out', (payload) => heard.push(payload));
  const { user, router, queryClient } = renderPopup();
  await screen.findByText('コイン');
  await user.click(screen.getByRole('button', { name: 'ログアウト' }));

  expect(await screen.findByText('トップページ')).toBeTruthy();
  off();
  expect(router.state.location.pathname).toBe('/');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(sessionStore.getState().isLoggedIn).toBe(false);
  expect(sessionStore.getState().account).toBeNull();
  expect(queryClient.getQueryData(apiQueryKey(getAccountPoint, {}))).toBeUndefined();
  expect(heard).toEqual([{ reason: 'user' }]);
  expect(stub.paths()).toContain('/web/user/logout');
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

test('links to the gift code page and closes on the way there', async () => {
  stubAccount(null);
  const { user, router } = renderPopup();
  await screen.findByText('コイン');
  const gift = screen.getByRole('link', { name: 'ギフトコードを使う' });
  expect(gift.getAttribute('href')).toBe('/gift');
  await user.click(gift);
  expect(router.state.location.pathname).toBe('/gift');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('links to my page and closes on the way there', async () => {
  stubAccount(null);
  const { user, router } = renderPopup();
  await screen.findByText('コイン');
  const myPage = screen.getByRole('link', { name: 'マイページへ' });
  expect(myPage.getAttribute('href')).toBe('/my');
  await user.click(myPage);
  expect(router.state.location.pathname).toBe('/my');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
