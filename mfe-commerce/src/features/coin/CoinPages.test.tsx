import '../../i18n/register';
import { configure, screen, within } from '@testing-library/react';
import { bus, sessionActions, type BusEventMap } from '@ciao/shared';
import { makeAccount } from '../../../../test-support/fixtures';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi } from '../../../../test-support/stub-api';
import { CoinHistoryPage } from './CoinHistoryPage';
import { CoinPage } from './CoinPage';

configure({ asyncUtilTimeout: 5000 });

const pointAnswer = () => ({ data: { point: { paid_point: 500, free_point: 200, total: 700 }, coin: 1200 } });

beforeEach(() => sessionActions.loggedIn(makeAccount()));

test('the coin page shows the balance from /account/point, a link to the history, and, as coins are not sold here, the way to buy points', async () => {
  stubApi({ '/account/point': pointAnswer });
  renderWithProviders(<CoinPage />, { route: '/coin' });
  expect((await screen.findByText('いまのコイン')).nextElementSibling?.textContent).toBe('1,200コイン');
  expect(screen.getByRole('link', { name: 'コインの履歴を見る' }).getAttribute('href')).toBe('/coin/history');
  const charge = screen.getByRole('region', { name: 'コインの購入' });
  expect(charge.id).toBe('charge');
  expect(
    within(charge).getByText('コインは、このサイトではまだ購入できません。お話を読むのに使うポイントは、ポイントショップで購入できます。'),
  ).toBeTruthy();
  expect(within(charge).getByRole('link', { name: 'ポイントを購入する' }).getAttribute('href')).toBe('/point/shop');
});

function coinFlow(flowId: number, reason: string, amount: number, balanceAfter: number, occurredAt = '2026-11-20T12:30:00') {
  return { flow_id: flowId, occurred_at: occurredAt, reason, amount, balance_after: balanceAfter };
}

const firstPage = [
  coinFlow(47, 'grant', 200, 1200, '2026-11-22T09:00:00'),
  coinFlow(46, 'use', -200, 1000),
  coinFlow(45, 'expiry', -100, 1200),
  coinFlow(44, 'charge', 500, 1300),
  coinFlow(43, 'opening_balance', 800, 800),
];

test('the coin history shows the balance and the movements newest first, with reason, signed amount and balance, 20 a page', async () => {
  const stub = stubApi({
    '/account/point': pointAnswer,
    '/account/coin/flow': (params) =>
      params.get('offset') === '0'
        ? { data: { coin_flow_list: firstPage, total_count: 25 } }
        : { data: { coin_flow_list: [coinFlow(22, 'charge', 1000, 1000)], total_count: 25 } },
  });
  const { user, router } = renderWithProviders(<CoinHistoryPage />, { route: '/coin/history' });
  expect((await screen.findByText('いまのコイン')).nextElementSibling?.textContent).toBe('1,200コイン');
  expect(screen.getByRole('link', { name: 'コインの残高へ' }).getAttribute('href')).toBe('/coin');
  const region = await screen.findByRole('region', { name: '全25件' });
  // The first list is the movements; the pager has its own.
  expect(
    within(within(region).getAllByRole('list')[0] as HTMLElement)
      .getAllByRole('listitem')
      .map((row) => row.textContent),
  ).toEqual([
    'コインのプレゼント+200コイン2026.11.22 09:00残高 1,200コイン',
    'コインの利用-200コイン2026.11.20 12:30残高 1,000コイン',
    '有効期限切れ-100コイン2026.11.20 12:30残高 1,200コイン',
    'コインの購入+500コイン2026.11.20 12:30残高 1,300コイン',
    '記録を始めたときの残高+800コイン2026.11.20 12:30残高 800コイン',
  ]);
  expect(stub.calls.find((call) => call.path === '/account/coin/flow')?.params.get('limit')).toBe('20');

  const pager = screen.getByRole('navigation', { name: 'コインの履歴のページ' });
  await user.click(within(pager).getByRole('button', { name: /2/ }));
  expect(await screen.findByText('+1,000コイン')).toBeTruthy();
  expect(router.state.location.search).toBe('?page=2');
  expect(stub.calls.at(-1)?.params.get('offset')).toBe('20');
});

test('the coin history of a reader whose coins never moved says there is nothing yet', async () => {
  stubApi({ '/account/point': pointAnswer, '/account/coin/flow': () => ({ data: { coin_flow_list: [], total_count: 0 } }) });
  renderWithProviders(<CoinHistoryPage />, { route: '/coin/history' });
  expect(await screen.findByText('コインの増減はまだありません。')).toBeTruthy();
  expect(screen.queryByRole('navigation', { name: 'コインの履歴のページ' })).toBeNull();
});

test.each([
  ['coin page', <CoinPage key="coin" />],
  ['coin history', <CoinHistoryPage key="history" />],
])('the %s shows a failed load with a retry that loads again', async (_name, page) => {
  let calls = 0;
  stubApi({
    '/account/point': () => {
      calls += 1;
      return calls === 1 ? { code: 1103, status: 429 } : pointAnswer();
    },
    '/account/coin/flow': () => ({ data: { coin_flow_list: firstPage, total_count: 5 } }),
  });
  const { user } = renderWithProviders(page, { route: '/coin' });
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('サイトが混み合っています。時間をおいて再度お試しください。');
  await user.click(within(alert).getByRole('button'));
  expect(await screen.findByText('1,200コイン')).toBeTruthy();
});

test.each([
  ['/coin', <CoinPage key="coin" />, 'コインの残高を見るには、ログインしてください。'],
  ['/coin/history', <CoinHistoryPage key="history" />, 'コインの履歴を見るには、ログインしてください。'],
])('a visitor of %s is asked to log in first, coming back there', async (route, page, message) => {
  sessionActions.loggedOut();
  const stub = stubApi({});
  const heard: BusEventMap['auth:open-login'][] = [];
  const off = bus.on('auth:open-login', (payload) => heard.push(payload));
  const { user } = renderWithProviders(page, { route });
  expect(screen.getByText(message)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'ログインする' }));
  off();
  expect(heard).toEqual([{ redirect: route }]);
  expect(stub.calls).toEqual([]);
});

test('in English', async () => {
  stubApi({ '/account/point': pointAnswer, '/account/coin/flow': () => ({ data: { coin_flow_list: firstPage, total_count: 5 } }) });
  renderWithProviders(<CoinHistoryPage />, { route: '/coin/history', language: 'en' });
  expect((await screen.findByText('Your coins')).nextElementSibling?.textContent).toBe('1,200 coins');
  expect(await screen.findByText('Coins received as a gift')).toBeTruthy();
  expect(screen.getByText('+200 coins')).toBeTruthy();
  expect(screen.getAllByRole('listitem')[0]?.textContent).toBe('Coins received as a gift+200 coins2026.11.22 09:00Balance 1,200 coins');
});
