import '../../i18n/register';
import { configure, screen, waitFor } from '@testing-library/react';
import { sessionActions } from '@ciao/shared';
import { makeAccount, makeCheckout, pointAnswer } from '../../../../test-support/fixtures';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi } from '../../../../test-support/stub-api';
import { PaymentSandboxPage } from './PaymentSandboxPage';

// Pages load several calls through the real API client; a machine shared by many builds needs more than 1 s.
configure({ asyncUtilTimeout: 5000 });

const ID = 'a'.repeat(32);

function renderSandbox() {
  return renderWithProviders(<PaymentSandboxPage checkoutId={ID} />, { route: `/payment/sandbox/${ID}` });
}

beforeEach(() => sessionActions.loggedIn(makeAccount()));

test('says plainly it is a sandbox, shows what is bought and its price, and paying goes to result 1 once', async () => {
  const stub = stubApi({
    '/payment/checkout': () => ({ data: { checkout: makeCheckout() } }),
    '/payment/checkout/confirm': () => ({
      data: { checkout: makeCheckout({ status: 'confirmed', result: 1 }), point: pointAnswer(360).data.point },
    }),
  });
  const { user, router } = renderSandbox();
  expect(screen.getByRole('heading', { level: 1, name: 'サンドボックス決済（テスト用）' })).toBeTruthy();
  expect(screen.getByText(/テスト用のサンドボックス決済ページです/)).toBeTruthy();
  expect(await screen.findByText('ポイント 360pt')).toBeTruthy();
  expect(screen.getByText('お支払い金額').nextElementSibling?.textContent).toBe('2.99米ドル');
  await user.dblClick(screen.getByRole('button', { name: '2.99米ドルを支払う' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/payment/result'));
  expect(router.state.location.search).toBe(`?result=1&checkout_id=${ID}`);
  expect(stub.calls.filter((call) => call.path === '/payment/checkout/confirm')).toHaveLength(1);
});

test('cancelling goes to result 2 and confirms nothing', async () => {
  const stub = stubApi({
    '/payment/checkout': () => ({ data: { checkout: makeCheckout() } }),
    '/payment/checkout/cancel': () => ({
      data: { checkout: makeCheckout({ status: 'cancelled', result: 2 }), point: pointAnswer(0).data.point },
    }),
  });
  const { user, router } = renderSandbox();
  await user.click(await screen.findByRole('button', { name: 'キャンセル' }));
  await waitFor(() => expect(router.state.location.search).toBe(`?result=2&checkout_id=${ID}`));
  expect(stub.paths()).not.toContain('/payment/checkout/confirm');
});

test('a refusal shows its own message and the buttons work again', async () => {
  stubApi({
    '/payment/checkout': () => ({ data: { checkout: makeCheckout() } }),
    '/payment/checkout/confirm': () =>
      Response.json({ response_code: 1001, message: 'expired', data: { reason: 'checkout_expired' } }, { status: 400 }),
  });
  const { user } = renderSandbox();
  await user.click(await screen.findByRole('button', { name: '2.99米ドルを支払う' }));
  expect((await screen.findByRole('alert')).textContent).toContain('お支払いの有効期限（30分）が切れました。');
  expect((screen.getByRole('button', { name: 'キャンセル' }) as HTMLButtonElement).disabled).toBe(false);
});

test('a checkout already settled offers its result instead of the buttons', async () => {
  stubApi({ '/payment/checkout': () => ({ data: { checkout: makeCheckout({ status: 'confirmed', result: 1 }) } }) });
  renderSandbox();
  expect(await screen.findByText('このお支払いはすでに完了しています。')).toBeTruthy();
  expect(screen.queryByRole('button', { name: /支払う/ })).toBeNull();
  expect(screen.getByRole('link', { name: 'お支払い結果を見る' }).getAttribute('href')).toBe(`/payment/result?result=1&checkout_id=${ID}`);
});
