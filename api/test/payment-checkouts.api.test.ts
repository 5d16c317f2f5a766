import {
  accountSubscriptionCancel,
  getAccountPoint,
  getAccountSubscription,
  getPaymentCheckout,
  paymentCheckoutCancel,
  paymentCheckoutConfirm,
  paymentCheckoutCreate,
  pointPackList,
  pointPresent,
} from '@ciao/shared/contracts';
import { monthlyPlanOffer } from '../../test-support/fixtures';
import { apiForThisFile } from './support/api-harness';
import { TEST_NOW } from './support/test-database';
import { expectLedgerConsistent, newReader, type TestReader } from './wallet-readers';

// 20 concurrent calls on a shared 2-core machine can take longer than jest's default 5 s.
jest.setTimeout(30_000);

const api = apiForThisFile();

async function create(reader: TestReader, params: Record<string, string>) {
  const result = await api.call(paymentCheckoutCreate, params as never, { session: reader.session });
  return result;
}

async function openCheckout(reader: TestReader, itemType: string, itemId: string, returnPath?: string) {
  const result = await create(reader, { item_type: itemType, item_id: itemId, ...(returnPath ? { return_path: returnPath } : {}) });
  expect(result.body.response_code).toBe(0);
  return paymentCheckoutCreate.response.parse(result.body.data).checkout;
}

async function totalPoints(reader: TestReader) {
  return getAccountPoint.response.parse((await api.call(getAccountPoint, {}, { session: reader.session })).body.data).point;
}

const confirm = (reader: TestReader, checkoutId: string) =>
  api.call(paymentCheckoutConfirm, { checkout_id: checkoutId }, { session: reader.session });
const cancel = (reader: TestReader, checkoutId: string) =>
  api.call(paymentCheckoutCancel, { checkout_id: checkoutId }, { session: reader.session });

test('the point shop lists its packs and the monthly plan with the server prices', async () => {
  const list = pointPackList.response.parse((await api.call(pointPackList, {})).body.data);
  expect(list.point_pack_list[0]).toEqual({ pack_id: 'points-120', paid_point: 120, price_usd: '0.99' });
  expect(list.point_pack_list.map((pack) => pack.pack_id)).toHaveLength(5);
  expect(list.monthly_point_plan).toEqual(monthlyPlanOffer());
});

test('a checkout takes its amount and points from the server, whatever else the request carries', async () => {
  const reader = await newReader(api);
  const result = await create(reader, { item_type: 'point_pack', item_id: 'points-360', amount: '0.01', paid_point: '99999' });
  const { checkout } = paymentCheckoutCreate.response.parse(result.body.data);
  expect(checkout).toMatchObject({
    item_type: 'point_pack',
    amount: '2.99',
    currency: 'USD',
    paid_point: 360,
    free_point: 0,
    status: 'pending',
    result: 0,
  });
  expect(checkout.checkout_id).toMatch(/^[0-9a-f]{32}$/);
  expect(checkout.expires_at).toBe('2026-11-20T12:30:00');
  const refusedCodes = [];
  for (const params of [
    { item_type: 'point_pack', item_id: 'points-7' },
    { item_type: 'subscription', item_id: 'monthly-330' },
    { item_type: 'point_plan', item_id: 'ciao1' },
  ]) {
    const refused = await create(reader, params);
    refusedCodes.push([refused.body.response_code, (refused.body as { data?: { reason?: string } }).data?.reason]);
  }
  expect(refusedCodes).toEqual([
    [1001, 'unknown_item'],
    [1001, 'unknown_item'],
    [1001, 'unknown_item'],
  ]);
  // A return path must be one of this site's paths.
  for (const returnPath of ['https://evil.example/', '//evil.example/x', '/\\evil']) {
    expect((await create(reader, { item_type: 'point_pack', item_id: 'points-120', return_path: returnPath })).body.response_code).toBe(
      1001,
    );
  }
  expect((await api.call(paymentCheckoutCreate, { item_type: 'point_pack', item_id: 'points-120' })).body.response_code).toBe(2011);
});

test('20 concurrent confirms of one checkout grant its points once', async () => {
  const reader = await newReader(api, { paid: 0 });
  const checkout = await openCheckout(reader, 'point_pack', 'points-600', '/title/00101/episode/10107');
  const results = await Promise.all(Array.from({ length: 20 }, () => confirm(reader, checkout.checkout_id)));
  expect(results.map((result) => result.body.response_code)).toEqual(Array(20).fill(0));
  for (const result of results) {
    const body = paymentCheckoutConfirm.response.parse(result.body.data);
    expect(body.checkout).toMatchObject({ status: 'confirmed', result: 1, return_path: '/title/00101/episode/10107' });
    expect(body.point.paid_point).toBe(600);
  }
  expect(await totalPoints(reader)).toEqual({ paid_point: 600, free_point: 0, total: 600 });
  // Confirmed twice more, later: still once.
  await confirm(reader, checkout.checkout_id);
  expect(await totalPoints(reader)).toMatchObject({ total: 600 });
  const [ledger] = await api.db.query<{ rows: number }>(
    "select count(*)::int as rows from point_ledger where account_id = $1 and reason = 'point_purchase'",
    [reader.accountId],
  );
  expect(ledger?.rows).toBe(1);
  await expectLedgerConsistent(api.db, reader.accountId);
  // A confirmed checkout cannot be cancelled any more.
  expect((await cancel(reader, checkout.checkout_id)).body).toMatchObject({ response_code: 1001, data: { reason: 'checkout_confirmed' } });
});

test('a cancelled checkout grants nothing, then or later; cancelling twice is harmless', async () => {
  const reader = await newReader(api);
  const checkout = await openCheckout(reader, 'point_pack', 'points-120');
  const cancelled = paymentCheckoutCancel.response.parse((await cancel(reader, checkout.checkout_id)).body.data);
  expect(cancelled.checkout).toMatchObject({ status: 'cancelled', result: 2, settled_at: '2026-11-20T12:00:00' });
  expect((await cancel(reader, checkout.checkout_id)).body.response_code).toBe(0);
  expect((await confirm(reader, checkout.checkout_id)).body).toMatchObject({ response_code: 1001, data: { reason: 'checkout_cancelled' } });
  expect(await totalPoints(reader)).toMatchObject({ total: 0 });
});

test('concurrent confirms and cancels of one checkout: either it is paid and granted once, or cancelled and nothing', async () => {
  const reader = await newReader(api);
  const checkout = await openCheckout(reader, 'point_pack', 'points-120');
  const results = await Promise.all(
    Array.from({ length: 10 }, (_, index) =>
      index % 2 === 0 ? confirm(reader, checkout.checkout_id) : cancel(reader, checkout.checkout_id),
    ),
  );
  const final = getPaymentCheckout.response.parse(
    (await api.call(getPaymentCheckout, { checkout_id: checkout.checkout_id }, { session: reader.session })).body.data,
  ).checkout;
  expect(results.every((result) => [0, 1001].includes(result.body.response_code))).toBe(true);
  expect(await totalPoints(reader)).toMatchObject({ total: final.status === 'confirmed' ? 120 : 0 });
  await expectLedgerConsistent(api.db, reader.accountId);
});

test('another reader can neither see, confirm nor cancel a checkout (answered as unknown)', async () => {
  const owner = await newReader(api);
  const other = await newReader(api);
  const checkout = await openCheckout(owner, 'point_pack', 'points-120');
  const notFound = { response_code: 1001, data: { reason: 'checkout_not_found' } };
  expect((await confirm(other, checkout.checkout_id)).body).toMatchObject(notFound);
  expect((await cancel(other, checkout.checkout_id)).body).toMatchObject(notFound);
  expect((await api.call(getPaymentCheckout, { checkout_id: checkout.checkout_id }, { session: other.session })).body).toMatchObject(
    notFound,
  );
  expect((await confirm(owner, 'f'.repeat(32))).body).toMatchObject(notFound);
  expect((await confirm(owner, checkout.checkout_id)).body.response_code).toBe(0);
  expect(await totalPoints(other)).toMatchObject({ total: 0 });
  expect(await totalPoints(owner)).toMatchObject({ total: 120 });
});

test('a checkout left open 30 minutes can no longer be confirmed', async () => {
  const reader = await newReader(api);
  const checkout = await openCheckout(reader, 'point_pack', 'points-120');
  api.setNow(new Date(TEST_NOW.getTime() + 30 * 60_000));
  expect((await confirm(reader, checkout.checkout_id)).body).toMatchObject({ response_code: 1001, data: { reason: 'checkout_expired' } });
  expect(await totalPoints(reader)).toMatchObject({ total: 0 });
});

test('subscribing to ciao1: 550 yen, a valid subscription for 30 days and 550 points, once; a second sign-up is refused', async () => {
  const reader = await newReader(api);
  const checkout = await openCheckout(reader, 'subscription', 'ciao1');
  expect(checkout).toMatchObject({ amount: '550', currency: 'JPY', paid_point: 550 });
  const second = await openCheckout(reader, 'subscription', 'ciao1');
  await Promise.all(Array.from({ length: 5 }, () => confirm(reader, checkout.checkout_id)));
  expect(await totalPoints(reader)).toMatchObject({ paid_point: 550 });
  const status = getAccountSubscription.response.parse((await api.call(getAccountSubscription, {}, { session: reader.session })).body.data);
  expect(status.subscription).toMatchObject({ is_subscribed: true, is_valid: true, expires_at: '2026-12-20T12:00:00' });
  // The second open checkout cannot buy it again while it runs.
  expect((await confirm(reader, second.checkout_id)).body).toMatchObject({ response_code: 1001, data: { reason: 'already_subscribed' } });
  expect((await create(reader, { item_type: 'subscription', item_id: 'ciao1' })).body).toMatchObject({
    data: { reason: 'already_subscribed' },
  });
  expect(await totalPoints(reader)).toMatchObject({ paid_point: 550 });
});

test("joining the monthly plan for 2.36 USD: this month's 300 + 30 points wait in /point/present, once", async () => {
  const reader = await newReader(api);
  const checkout = await openCheckout(reader, 'point_plan', 'monthly-330');
  expect(checkout).toMatchObject({ amount: '2.36', currency: 'USD', paid_point: 0, free_point: 0 });
  await Promise.all([confirm(reader, checkout.checkout_id), confirm(reader, checkout.checkout_id)]);
  const claimed = pointPresent.response.parse((await api.call(pointPresent, {}, { session: reader.session })).body.data);
  expect(claimed.present_list).toEqual([
    expect.objectContaining({ reason: 'point_plan:monthly-330', period: '2026-11', paid_point: 300, free_point: 30 }),
  ]);
  expect(claimed.point).toEqual({ paid_point: 300, free_point: 30, total: 330 });
  const again = pointPresent.response.parse((await api.call(pointPresent, {}, { session: reader.session })).body.data);
  expect(again.present_list).toEqual([]);
  expect((await create(reader, { item_type: 'point_plan', item_id: 'monthly-330' })).body).toMatchObject({
    data: { reason: 'already_member' },
  });
  await expectLedgerConsistent(api.db, reader.accountId);
});

test('stopping billing keeps the paid month valid, records the reason (default 2), and a second stop changes nothing', async () => {
  const reader = await newReader(api);
  expect((await api.call(accountSubscriptionCancel, {}, { session: reader.session })).body).toMatchObject({
    response_code: 1001,
    data: { reason: 'not_subscribed' },
  });
  const checkout = await openCheckout(reader, 'subscription', 'ciao1');
  await confirm(reader, checkout.checkout_id);
  const stopped = accountSubscriptionCancel.response.parse(
    (await api.call(accountSubscriptionCancel, {}, { session: reader.session })).body.data,
  );
  expect(stopped.subscription).toEqual({
    is_subscribed: false,
    is_valid: true,
    update_at: '2026-11-20T12:00:00',
    expires_at: '2026-12-20T12:00:00',
    unsubscribed_at: '2026-11-20T12:00:00',
    cancel_reason: 2,
  });
  const again = await api.call(accountSubscriptionCancel, { reason: 4 }, { session: reader.session });
  expect(again.body).toMatchObject({ response_code: 0, data: { subscription: { cancel_reason: 2 } } });
  // Stopped but still valid: subscribing again restarts billing from the end of the paid month.
  const back = await openCheckout(reader, 'subscription', 'ciao1');
  await confirm(reader, back.checkout_id);
  const status = getAccountSubscription.response.parse((await api.call(getAccountSubscription, {}, { session: reader.session })).body.data);
  expect(status.subscription).toMatchObject({ is_subscribed: true, expires_at: '2027-01-19T12:00:00', cancel_reason: null });
});

test('a cancel reason other than the stop reason is kept', async () => {
  const reader = await newReader(api);
  await confirm(reader, (await openCheckout(reader, 'subscription', 'ciao1')).checkout_id);
  const stopped = await api.call(accountSubscriptionCancel, { reason: 3 }, { session: reader.session });
  expect(stopped.body).toMatchObject({ response_code: 0, data: { subscription: { is_subscribed: false, cancel_reason: 3 } } });
  expect((await api.call(accountSubscriptionCancel, { reason: 12 }, { session: reader.session })).body.response_code).toBe(1001);
});
