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

test('the coin page shows the balance from /account/point, a link to the history, and that coins are not sold here', async () => {
  stubApi({ '/account/point': pointAnswer });
  renderWithProviders(<CoinPage />, { route: '/coin' });
  expect((await screen.findByText('いまのコイン')).nextElementSibling?.textContent).toBe('1,200コイン');
  expect(screen.getByRole('link', { name: 'コインの履歴を見る' }).getAttribute('href')).toBe('/coin/history');
  const charge = screen.getByRole('region', { name: 'コインの購入' });
  expect(charge.id).toBe('charge');
  expect(within(charge).getByRole('link', { name: 'ポイントショップへ' }).getAttribute('href')).toBe('/point/shop');
});

test('the coin history shows the balance and, as the API records no coin movements, says so', async () => {
  stubApi({ '/account/point': pointAnswer });
  renderWithProviders(<CoinHistoryPage />, { route: '/coin/history' });
  expect((await screen.findByText('いまのコイン')).nextElementSibling?.textContent).toBe('1,200コイン');
  expect(screen.getByText('このサイトで記録されたコインの増減はありません。')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'コインの残高へ' }).getAttribute('href')).toBe('/coin');
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
  stubApi({ '/account/point': pointAnswer });
  renderWithProviders(<CoinHistoryPage />, { route: '/coin/history', language: 'en' });
  expect((await screen.findByText('Your coins')).nextElementSibling?.textContent).toBe('1,200 coins');
  expect(screen.getByText('This site has recorded no coin movements.')).toBeTruthy();
});
