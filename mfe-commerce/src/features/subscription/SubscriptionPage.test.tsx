import '../../i18n/register';
import { configure, screen, waitFor } from '@testing-library/react';
import { sessionActions, type Subscription } from '@ciao/shared';
import { makeAccount, makeCheckout, subscriptionPlan } from '../../../../test-support/fixtures';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi } from '../../../../test-support/stub-api';
import { SubscriptionPage } from './SubscriptionPage';

// Pages load several calls through the real API client; a machine shared by many builds needs more than 1 s.
configure({ asyncUtilTimeout: 5000 });

const plan = subscriptionPlan();

const subscribed: Subscription = {
  is_subscribed: true,
  is_valid: true,
  update_at: '2026-11-20T12:00:00',
  expires_at: '2026-12-20T12:00:00',
  unsubscribed_at: null,
  cancel_reason: null,
};

beforeEach(() => sessionActions.loggedIn(makeAccount()));

test('shows plan ciao1 (550 yen a month, 3 issues, 550 points) and subscribing opens a checkout that returns to the latest issue', async () => {
  const stub = stubApi({
    '/account/subscription': () => ({ data: { subscription: null, plan } }),
    '/payment/checkout/create': () => ({ data: { checkout: makeCheckout({ item_type: 'subscription', item_id: 'ciao1' }) } }),
  });
  const { user, router } = renderWithProviders(<SubscriptionPage />, { route: '/subscription' });
  expect(await screen.findByText('550円／月')).toBeTruthy();
  expect(screen.getByText('読める号').nextElementSibling?.textContent).toBe('毎月3号まで');
  expect(screen.getByText('定期購読の方だけの限定コンテンツが読めます')).toBeTruthy();
  expect(screen.getByText('未加入です。')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: '550円で申し込む' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(`/payment/sandbox/${'a'.repeat(32)}`));
  const create = stub.calls.find((call) => call.path === '/payment/checkout/create');
  expect(Object.fromEntries(create?.params ?? [])).toMatchObject({ item_type: 'subscription', item_id: 'ciao1', return_path: '/magazine' });
});

test('a subscriber sees the renewal date and cancels with the stop reason 2 by default', async () => {
  let current: Subscription = subscribed;
  const stub = stubApi({
    '/account/subscription': () => ({ data: { subscription: current, plan } }),
    '/account/subscription/cancel': () => {
      current = { ...subscribed, is_subscribed: false, unsubscribed_at: '2026-11-21T10:00:00', cancel_reason: 2 };
      return { data: { subscription: current } };
    },
  });
  const { user } = renderWithProviders(<SubscriptionPage />, { route: '/subscription' });
  expect(await screen.findByText('加入中です。次回更新日 2026/12/20')).toBeTruthy();
  expect((screen.getByRole('combobox', { name: '解約の理由' }) as HTMLSelectElement).value).toBe('2');
  await user.click(screen.getByRole('button', { name: '定期購読を解約する（お支払いを止める）' }));
  expect(await screen.findByText('解約しました（解約日 2026/11/21）。2026/12/20まで読めます。')).toBeTruthy();
  expect(stub.calls.find((call) => call.path === '/account/subscription/cancel')?.params.get('reason')).toBe('2');
  expect(screen.getByRole('button', { name: '550円で申し込む' })).toBeTruthy();
});

test('another reason is sent as chosen', async () => {
  const stub = stubApi({
    '/account/subscription': () => ({ data: { subscription: subscribed, plan } }),
    '/account/subscription/cancel': () => ({ data: { subscription: { ...subscribed, is_subscribed: false, cancel_reason: 3 } } }),
  });
  const { user } = renderWithProviders(<SubscriptionPage />, { route: '/subscription' });
  await user.selectOptions(await screen.findByRole('combobox', { name: '解約の理由' }), '料金が高い');
  await user.click(screen.getByRole('button', { name: '定期購読を解約する（お支払いを止める）' }));
  await waitFor(() => expect(stub.calls.find((call) => call.path === '/account/subscription/cancel')?.params.get('reason')).toBe('3'));
});
