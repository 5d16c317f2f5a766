import '../../i18n/register';
import { configure, screen, waitFor } from '@testing-library/react';
import { sessionActions } from '@ciao/shared';
import { makeAccount, makeCheckout, monthlyPlanOffer, pointAnswer } from '../../../../test-support/fixtures';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi } from '../../../../test-support/stub-api';
import { PointShopPage } from './PointShopPage';

// Pages load several calls through the real API client; a machine shared by many builds needs more than 1 s.
configure({ asyncUtilTimeout: 5000 });

const packs = () => ({
  data: {
    point_pack_list: [
      { pack_id: 'points-120', paid_point: 120, price_usd: '0.99' },
      { pack_id: 'points-1200', paid_point: 1200, price_usd: '9.99' },
    ],
    monthly_point_plan: monthlyPlanOffer(),
  },
});

function renderShop(route = '/point/shop') {
  return renderWithProviders(<PointShopPage />, { route });
}

test('lists the packs at the server prices in USD with the balance, and a pack opens a checkout then the sandbox page', async () => {
  sessionActions.loggedIn(makeAccount());
  const stub = stubApi({
    '/point/pack/list': packs,
    '/account/point': () => pointAnswer(25),
    '/payment/checkout/create': () => ({ data: { checkout: makeCheckout({ item_id: 'points-1200' }) } }),
  });
  const { user, router } = renderShop('/point/shop?return=%2Ftitle%2F00101%2Fepisode%2F10107');
  expect(screen.getByRole('heading', { level: 1, name: 'ポイントショップ' })).toBeTruthy();
  expect(await screen.findByText('25pt')).toBeTruthy();
  expect(screen.getByText('お支払いが終わると、読んでいたお話に戻れます。')).toBeTruthy();
  // The packs are another answer: the balance above may come first.
  expect(await screen.findByText('9.99米ドル')).toBeTruthy();
  const buy = screen.getByRole('button', { name: '1,200ptを9.99米ドルで購入する' });
  await user.dblClick(buy);
  await waitFor(() => expect(router.state.location.pathname).toBe(`/payment/sandbox/${'a'.repeat(32)}`));
  const creates = stub.calls.filter((call) => call.path === '/payment/checkout/create');
  expect(creates).toHaveLength(1);
  expect(Object.fromEntries(creates[0]?.params ?? [])).toMatchObject({
    item_type: 'point_pack',
    item_id: 'points-1200',
    return_path: '/title/00101/episode/10107',
  });
  // Only the item is sent: the price is the server's.
  expect(creates[0]?.params.has('amount')).toBe(false);
});

test('a return address that is not a path of this site is dropped, not sent', async () => {
  sessionActions.loggedIn(makeAccount());
  const stub = stubApi({
    '/point/pack/list': packs,
    '/account/point': () => pointAnswer(0),
    '/payment/checkout/create': () => ({ data: { checkout: makeCheckout() } }),
  });
  const { user } = renderShop('/point/shop?return=https%3A%2F%2Fevil.example%2F');
  await user.click(await screen.findByRole('button', { name: '120ptを0.99米ドルで購入する' }));
  await waitFor(() => expect(stub.paths()).toContain('/payment/checkout/create'));
  expect(stub.calls.find((call) => call.path === '/payment/checkout/create')?.params.has('return_path')).toBe(false);
  expect(screen.queryByText('お支払いが終わると、読んでいたお話に戻れます。')).toBeNull();
});

test('shows the monthly plan offer with a link to its page', async () => {
  sessionActions.loggedIn(makeAccount());
  stubApi({ '/point/pack/list': packs, '/account/point': () => pointAnswer(0) });
  renderShop();
  expect(await screen.findByText('毎月2.36米ドルで有償300pt＋ボーナス30pt。毎月1日にプレゼントで届きます。')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'まいつきポイントプランを見る' }).getAttribute('href')).toBe('/point/plan');
});

test('a visitor is asked to log in, and the login comes back to the shop', async () => {
  const stub = stubApi({});
  const { user } = renderShop('/point/shop?return=%2Ftitle%2F00101');
  const heard: unknown[] = [];
  const { bus } = await import('@ciao/shared');
  const off = bus.on('auth:open-login', (payload) => heard.push(payload));
  await user.click(screen.getByRole('button', { name: 'ログインする' }));
  off();
  expect(heard).toEqual([{ redirect: '/point/shop?return=%2Ftitle%2F00101' }]);
  expect(stub.calls).toHaveLength(0);
});
