import '../../i18n/register';
import { configure, screen, waitFor } from '@testing-library/react';
import { sessionActions } from '@ciao/shared';
import { makeAccount, makeCheckout, monthlyPlanOffer, subscriptionPlan } from '../../../../test-support/fixtures';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi } from '../../../../test-support/stub-api';
import { MonthlyPlanPage } from './MonthlyPlanPage';

// Pages load several calls through the real API client; a machine shared by many builds needs more than 1 s.
configure({ asyncUtilTimeout: 5000 });

const offer = () => ({ data: { point_pack_list: [], monthly_point_plan: monthlyPlanOffer() } });
const plan = subscriptionPlan;

beforeEach(() => sessionActions.loggedIn(makeAccount()));

test('shows 300 paid + 30 bonus points for $2.36 on the 1st, and joining opens a checkout for the plan', async () => {
  const stub = stubApi({
    '/point/pack/list': offer,
    '/account/subscription': () => ({ data: { subscription: null, plan: plan(false) } }),
    '/payment/checkout/create': () => ({ data: { checkout: makeCheckout({ item_type: 'point_plan', item_id: 'monthly-330' }) } }),
  });
  const { user, router } = renderWithProviders(<MonthlyPlanPage />, { route: '/point/plan' });
  expect(await screen.findByText('2.36米ドル／月')).toBeTruthy();
  expect(screen.getByText('毎月の有償ポイント').nextElementSibling?.textContent).toBe('300pt');
  expect(screen.getByText('毎月のボーナスポイント（無償）').nextElementSibling?.textContent).toBe('30pt');
  expect(screen.getByText('ポイントが届く日').nextElementSibling?.textContent).toBe('毎月1日');
  await user.click(screen.getByRole('button', { name: '2.36米ドルで加入する' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(`/payment/sandbox/${'a'.repeat(32)}`));
  const create = stub.calls.find((call) => call.path === '/payment/checkout/create');
  expect([create?.params.get('item_type'), create?.params.get('item_id')]).toEqual(['point_plan', 'monthly-330']);
});

test('a member sees the next grant date and receives waiting presents through /point/present', async () => {
  stubApi({
    '/point/pack/list': offer,
    '/account/subscription': () => ({ data: { subscription: null, plan: plan(true) } }),
    '/point/present': () => ({
      data: {
        present_list: [
          {
            present_id: 1,
            reason: 'point_plan:monthly-330',
            period: '2026-11',
            paid_point: 300,
            free_point: 30,
            free_point_expires_at: '2027-05-19T12:00:00',
          },
        ],
        point: { paid_point: 300, free_point: 30, total: 330 },
      },
    }),
  });
  const { user } = renderWithProviders(<MonthlyPlanPage />, { route: '/point/plan' });
  expect(await screen.findByText('加入中です。次のポイントは 2026.12.01 に届きます。')).toBeTruthy();
  expect(screen.queryByRole('button', { name: /加入する/ })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'プレゼントを受け取る' }));
  expect((await screen.findByRole('status')).textContent).toBe('有償300pt・無償30ptを受け取りました。いまのポイントは330ptです。');
});
