import {
  episodeRentalPoint,
  getAccountAvlpoint,
  getAccountPoint,
  getAccountPointFlow,
  pointPresent,
  webEpisodeViewer,
} from '@ciao/shared/contracts';
import { apiForThisFile, loginDemoReader } from './support/api-harness';
import { TEST_NOW } from './support/test-database';
import { episodesPriced, expectLedgerConsistent, grantFree, newReader } from './wallet-readers';

const DAY = 86_400_000;
const api = apiForThisFile();

test('the demo reader: /account/point, /account/avlpoint and the ledger agree (free points expire)', async () => {
  const session = await loginDemoReader(api);
  const point = await api.call(getAccountPoint, {}, { session });
  expect(point.body.data).toMatchObject({ point: { paid_point: 500, free_point: 200, total: 700 } });
  const available = getAccountAvlpoint.response.parse((await api.call(getAccountAvlpoint, {}, { session })).body.data);
  expect(available.paid_point_list).toEqual([expect.objectContaining({ point: 500, expires_at: null })]);
  expect(available.free_point_list).toEqual([
    expect.objectContaining({ point: 200, expires_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/) }),
  ]);
  const flow = getAccountPointFlow.response.parse((await api.call(getAccountPointFlow, {}, { session })).body.data);
  expect(flow.point_flow_list).toEqual([expect.objectContaining({ reason: 'wallet_adjustment', paid_point: 500, free_point: 200 })]);
  // Sessions last 30 days: sign in again at the later instant.
  api.setNow(new Date(TEST_NOW.getTime() + 91 * DAY));
  const later = await api.call(getAccountPoint, {}, { session: await loginDemoReader(api) });
  expect(later.body.data).toMatchObject({ point: { paid_point: 500, free_point: 0, total: 500 } });
});

test('buying spends free points first, earliest expiry first, then paid; a second buy charges nothing', async () => {
  const reader = await newReader(api, { paid: 100, free: 20, freeExpiresAt: new Date(TEST_NOW.getTime() + 20 * DAY) });
  await grantFree(api.db, reader.accountId, 15, new Date(TEST_NOW.getTime() + 5 * DAY));
  const [episodeId] = await episodesPriced(api.db, 50, 1);
  const bought = await api.call(episodeRentalPoint, { episode_id: episodeId ?? 0 }, { session: reader.session });
  expect(bought.body).toEqual({
    response_code: 0,
    data: {
      episode_id: episodeId,
      status: 'purchased',
      charged: true,
      used_paid_point: 15,
      used_free_point: 35,
      point: { paid_point: 85, free_point: 0, total: 85 },
    },
  });
  const again = await api.call(episodeRentalPoint, { episode_id: episodeId ?? 0 }, { session: reader.session });
  expect(again.body.data).toMatchObject({
    status: 'purchased',
    charged: false,
    used_paid_point: 0,
    used_free_point: 0,
    point: { total: 85 },
  });
  const viewer = await api.call(webEpisodeViewer, { episode_id: episodeId ?? 0 }, { session: reader.session });
  expect(viewer.body.response_code).toBe(0);
  const flow = getAccountPointFlow.response.parse(
    (await api.call(getAccountPointFlow, { limit: 1 }, { session: reader.session })).body.data,
  );
  expect(flow.total_count).toBe(4);
  expect(flow.point_flow_list).toEqual([
    expect.objectContaining({ reason: 'episode_purchase', paid_point: -15, free_point: -35, episode_id: episodeId }),
  ]);
  await expectLedgerConsistent(api.db, reader.accountId);
});

test('expired free points cannot pay', async () => {
  const reader = await newReader(api, { free: 100, freeExpiresAt: new Date(TEST_NOW.getTime() - 1000) });
  const [episodeId] = await episodesPriced(api.db, 30, 1);
  const result = await api.call(episodeRentalPoint, { episode_id: episodeId ?? 0 }, { session: reader.session });
  expect([result.status, result.body.response_code]).toEqual([400, 1001]);
  expect(result.body).toMatchObject({ data: { reason: 'insufficient_points', required_point: 30, total_point: 0 } });
  const entitlements = await api.db.query('select 1 from entitlements where account_id = $1', [reader.accountId]);
  expect(entitlements).toHaveLength(0);
});

test('a free episode is not charged; unknown episode 3100; visitor 2011; bad id 1001', async () => {
  const reader = await newReader(api, { paid: 10 });
  const free = await api.call(episodeRentalPoint, { episode_id: 10101 }, { session: reader.session });
  expect(free.body.data).toMatchObject({ status: 'free', charged: false, point: { total: 10 } });
  const unknown = await api.call(episodeRentalPoint, { episode_id: 999_999 }, { session: reader.session });
  expect([unknown.status, unknown.body.response_code]).toEqual([404, 3100]);
  const visitor = await api.call(episodeRentalPoint, { episode_id: 10104 });
  expect(visitor.body.response_code).toBe(2011);
  const bad = await api.callRaw(
    'POST',
    '/episode/rental/point',
    { version: '6.0.0', platform: '3', episode_id: "1' or '1'='1" },
    { session: reader.session },
  );
  expect(bad.body.response_code).toBe(1001);
});

test('50 concurrent purchases against a balance for 10: exactly 10 succeed, never negative, ledger consistent', async () => {
  const episodes = await episodesPriced(api.db, 40, 50);
  const reader = await newReader(api, { paid: 150, free: 250 });
  const results = await Promise.all(
    episodes.map((episodeId) => api.call(episodeRentalPoint, { episode_id: episodeId }, { session: reader.session })),
  );
  const codes = results.map((result) => result.body.response_code);
  expect(codes.filter((code) => code === 0)).toHaveLength(10);
  expect(codes.filter((code) => code === 1001)).toHaveLength(40);
  const [owned] = await api.db.query<{ count: number }>(
    `select count(*)::int as count from entitlements where account_id = $1 and kind = 'purchase'`,
    [reader.accountId],
  );
  expect(owned?.count).toBe(10);
  expect((await api.call(getAccountPoint, {}, { session: reader.session })).body.data).toMatchObject({ point: { total: 0 } });
  await expectLedgerConsistent(api.db, reader.accountId);
});

test('point present: the monthly plan pays 300 paid + 30 bonus once per month', async () => {
  const session = await loginDemoReader(api);
  const claimed = pointPresent.response.parse((await api.call(pointPresent, {}, { session })).body.data);
  expect(claimed.present_list).toEqual([
    expect.objectContaining({
      reason: 'point_plan:monthly-330',
      period: '2026-11',
      paid_point: 300,
      free_point: 30,
      free_point_expires_at: expect.any(String),
    }),
  ]);
  expect(claimed.point).toEqual({ paid_point: 800, free_point: 230, total: 1030 });
  const twice = await Promise.all([api.call(pointPresent, {}, { session }), api.call(pointPresent, {}, { session })]);
  for (const result of twice) expect(result.body.data).toMatchObject({ present_list: [], point: { total: 1030 } });
  api.setNow(new Date('2026-12-01T00:00:00+09:00'));
  const december = pointPresent.response.parse((await api.call(pointPresent, {}, { session })).body.data);
  expect(december.present_list.map((present) => present.period)).toEqual(['2026-12']);
  const [demo] = await api.db.query<{ account_id: number }>(`select account_id from accounts where email = 'reader@example.com'`);
  await expectLedgerConsistent(api.db, demo?.account_id ?? 0);
});

test('point flow pages with limit and offset; limit over 100 is 1001; visitors 2011', async () => {
  const reader = await newReader(api, { paid: 500 });
  for (const episodeId of await episodesPriced(api.db, 60, 3))
    await api.call(episodeRentalPoint, { episode_id: episodeId }, { session: reader.session });
  const page = getAccountPointFlow.response.parse(
    (await api.call(getAccountPointFlow, { limit: 2, offset: 1 }, { session: reader.session })).body.data,
  );
  expect(page.total_count).toBe(4);
  expect(page.point_flow_list.map((row) => row.paid_point)).toEqual([-60, -60]);
  expect((await api.call(getAccountPointFlow, { limit: 101 }, { session: reader.session })).body.response_code).toBe(1001);
  expect((await api.call(getAccountPointFlow, {})).body.response_code).toBe(2011);
  expect((await api.call(getAccountAvlpoint, {})).body.response_code).toBe(2011);
});
