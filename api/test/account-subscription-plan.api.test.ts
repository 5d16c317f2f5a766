import { getAccountSubscription } from '@ciao/shared/contracts';
import { nextMonthlyGrant } from '../src/queries/subscription-plan';
import { apiForThisFile, loginDemoReader } from './support/api-harness';

const api = apiForThisFile();

test('the demo reader: plan ciao1 renewing at the end of the paid period, and the monthly points plan', async () => {
  const session = await loginDemoReader(api);
  const data = getAccountSubscription.response.parse((await api.call(getAccountSubscription, {}, { session })).body.data);
  expect(data.subscription?.is_subscribed).toBe(true);
  expect(data.plan).toEqual({
    plan_id: 'ciao1',
    plan_name: 'ちゃお定期購読',
    monthly_fee_yen: 550,
    issue_count: 3,
    signup_point: 550,
    next_renewal_at: data.subscription?.expires_at,
    expires_at: data.subscription?.expires_at,
    monthly_point_plan: {
      plan_id: 'monthly-330',
      plan_name: expect.any(String),
      monthly_fee_usd: '2.36',
      paid_point: 300,
      bonus_free_point: 30,
      bonus_expire_days: 180,
      // TEST_NOW is 2026-11-20 12:00 JST; the plan grants on the 1st at 00:00 JST.
      next_grant_at: '2026-12-01T00:00:00',
    },
  });
  // Billing stopped: still valid until expiry, but no renewal.
  await api.db.query(
    `update subscriptions set is_subscribed = false where account_id = (select account_id from accounts where email = 'reader@example.com')`,
  );
  const stopped = getAccountSubscription.response.parse((await api.call(getAccountSubscription, {}, { session })).body.data);
  expect(stopped.plan).toMatchObject({ next_renewal_at: null, expires_at: data.subscription?.expires_at });
});

test('a reader with no subscription and no points plan: the plan, without dates; visitors 2011', async () => {
  const session = await loginDemoReader(api, 'leaving@example.com');
  const data = getAccountSubscription.response.parse((await api.call(getAccountSubscription, {}, { session })).body.data);
  expect(data.subscription).toBeNull();
  expect(data.plan).toMatchObject({ plan_id: 'ciao1', next_renewal_at: null, expires_at: null, monthly_point_plan: null });
  expect((await api.call(getAccountSubscription, {})).body.response_code).toBe(2011);
});

test('the next grant is strictly after now, in +9', () => {
  expect(nextMonthlyGrant(new Date('2026-11-30T15:00:00Z'), 1).toISOString()).toBe('2026-12-31T15:00:00.000Z');
  expect(nextMonthlyGrant(new Date('2026-11-30T14:59:59Z'), 1).toISOString()).toBe('2026-11-30T15:00:00.000Z');
  expect(nextMonthlyGrant(new Date('2026-12-15T00:00:00Z'), 1).toISOString()).toBe('2026-12-31T15:00:00.000Z');
});
