import '../../i18n/register';
import { configure, screen, waitFor } from '@testing-library/react';
import { apiQueryKey, getAccountPoint, sessionActions } from '@ciao/shared';
import { makeAccount, makeCheckout, pointAnswer } from '../../../../test-support/fixtures';
import { createTestQueryClient, renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi } from '../../../../test-support/stub-api';
import { PaymentResultPage } from './PaymentResultPage';

// Pages load several calls through the real API client; a machine shared by many builds needs more than 1 s.
configure({ asyncUtilTimeout: 5000 });

const ID = 'b'.repeat(32);

function renderResult(result: string, checkoutId = ID) {
  return renderWithProviders(<PaymentResultPage />, { route: `/payment/result?result=${result}&checkout_id=${checkoutId}` });
}

beforeEach(() => sessionActions.loggedIn(makeAccount()));

test('result 1: the payment is complete, the points granted, the balance, and the way back to the episode', async () => {
  stubApi({
    '/payment/checkout': () => ({
      data: { checkout: makeCheckout({ checkout_id: ID, status: 'confirmed', result: 1, return_path: '/title/00101/episode/10107' }) },
    }),
    '/account/point': () => pointAnswer(385),
  });
  renderResult('1');
  const heading = await screen.findByRole('heading', { level: 2, name: 'お支払いが完了しました' });
  expect(document.activeElement).toBe(heading);
  expect(screen.getByText('付与されたポイント（有償）').nextElementSibling?.textContent).toBe('360pt');
  expect((await screen.findByText('いまのポイント')).nextElementSibling?.textContent).toBe('385pt');
  expect(screen.getByRole('link', { name: '元のページに戻る' }).getAttribute('href')).toBe('/title/00101/episode/10107');
});

test('the balance shown is the one after the payment, never the cached one from before it', async () => {
  const answers: ((value: ReturnType<typeof pointAnswer>) => void)[] = [];
  const stub = stubApi({
    '/payment/checkout': () => ({ data: { checkout: makeCheckout({ checkout_id: ID, status: 'confirmed', result: 1 }) } }),
    '/account/point': () => new Promise((resolve) => answers.push(resolve)),
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(apiQueryKey(getAccountPoint, {}), pointAnswer(25).data);
  renderWithProviders(<PaymentResultPage />, { route: `/payment/result?result=1&checkout_id=${ID}`, queryClient });
  await screen.findByRole('heading', { level: 2, name: 'お支払いが完了しました' });
  expect(screen.getByText('購入したもの').nextElementSibling?.textContent).toBe('ポイント 360pt');
  expect(screen.getByText('お支払いした金額')).toBeTruthy();
  await waitFor(() => expect(stub.paths()).toContain('/account/point'));
  expect(screen.queryByText('いまのポイント')).toBeNull();
  for (const answer of answers) answer(pointAnswer(385));
  expect((await screen.findByText('いまのポイント')).nextElementSibling?.textContent).toBe('385pt');
  // Bought in the shop itself (no episode remembered): the way back is the shop.
  expect(screen.getByRole('link', { name: 'ポイントショップに戻る' }).getAttribute('href')).toBe('/point/shop');
});

test('the monthly plan bought from its page leads back there to receive the present', async () => {
  stubApi({
    '/payment/checkout': () => ({
      data: {
        checkout: makeCheckout({ checkout_id: ID, status: 'confirmed', result: 1, item_type: 'point_plan', item_id: 'monthly-330' }),
      },
    }),
    '/account/point': () => pointAnswer(25),
  });
  renderResult('1');
  expect((await screen.findByRole('link', { name: 'まいつきポイントプランのページで受け取る' })).getAttribute('href')).toBe('/point/plan');
});

test('result 2: cancelled, nothing charged, no balance shown', async () => {
  const stub = stubApi({
    '/payment/checkout': () => ({ data: { checkout: makeCheckout({ checkout_id: ID, status: 'cancelled', result: 2 }) } }),
  });
  renderResult('2');
  expect(await screen.findByRole('heading', { name: 'お支払いをキャンセルしました' })).toBeTruthy();
  expect(screen.getByText('お支払いはされず、何も購入されていません。')).toBeTruthy();
  expect(screen.getByText('キャンセルしたもの')).toBeTruthy();
  expect(screen.queryByText('購入するもの')).toBeNull();
  expect(screen.getByRole('link', { name: 'ポイントショップに戻る' })).toBeTruthy();
  expect(stub.paths()).not.toContain('/account/point');
});

test('the server says what happened, not the address: result=1 on an open checkout leads back to the payment', async () => {
  stubApi({ '/payment/checkout': () => ({ data: { checkout: makeCheckout({ checkout_id: ID }) } }) });
  renderResult('1');
  expect(await screen.findByRole('heading', { name: 'お支払いはまだ完了していません' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'お支払いを続ける' }).getAttribute('href')).toBe(`/payment/sandbox/${ID}`);
});

test('without a checkout id it says the payment is unknown and calls nothing', async () => {
  const stub = stubApi({});
  renderResult('1', 'nope');
  expect(screen.getByText('お支払いの情報が見つかりません。')).toBeTruthy();
  expect(stub.calls).toHaveLength(0);
});
