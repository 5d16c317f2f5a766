import { CLIENT_IP_HEADER, getAccountAvlpoint, getAccountPoint, getAccountTicketFlow, giftCode, loginBonus } from '@ciao/shared/contracts';
import { GIFT_CODES } from '../src/seed/wallet/wallet-seed';
import { apiForThisFile } from './support/api-harness';
import { TEST_NOW } from './support/test-database';
import { expectLedgerConsistent, newReader, sessionAt } from './wallet-readers';

// Behind a (test) proxy on loopback: each call names its own client address.
const api = apiForThisFile({ trustedProxies: ['127.0.0.1'] });
const from = (client: number) => ({ [CLIENT_IP_HEADER]: `203.0.113.${client}` });

async function joinCount(code: string): Promise<number> {
  const [row] = await api.db.query<{ join_count: number }>('select join_count from gift_campaigns where code = $1', [code]);
  return row?.join_count ?? -1;
}

test('a valid gift code grants 100 free points expiring in 30 days, once per reader', async () => {
  const reader = await newReader(api);
  const before = await joinCount(GIFT_CODES.valid);
  const result = await api.call(giftCode, { code: GIFT_CODES.valid }, { session: reader.session });
  expect(result.body).toEqual({
    response_code: 0,
    data: {
      campaign_name: 'ようこそプレゼント',
      free_point: 100,
      expires_at: '2026-12-20T12:00:00',
      point: { paid_point: 0, free_point: 100, total: 100 },
    },
  });
  expect(await joinCount(GIFT_CODES.valid)).toBe(before + 1);
  const again = await api.call(giftCode, { code: GIFT_CODES.valid.toLowerCase() }, { session: reader.session });
  expect([again.status, again.body.response_code]).toEqual([400, 8004]);
  expect(await joinCount(GIFT_CODES.valid)).toBe(before + 1);
  // The granted points expire at the instant answered.
  const expiry = new Date('2026-12-20T12:00:00+09:00');
  const session = await sessionAt(api.db, reader.accountId, expiry);
  api.setNow(new Date(expiry.getTime() - 1000));
  const avl = getAccountAvlpoint.response.parse((await api.call(getAccountAvlpoint, {}, { session })).body.data);
  expect(avl.free_point_list).toEqual([expect.objectContaining({ point: 100, expires_at: '2026-12-20T12:00:00' })]);
  api.setNow(expiry);
  expect((await api.call(getAccountPoint, {}, { session })).body.data).toMatchObject({ point: { free_point: 0 } });
});

test('gift code failures: unknown 8001, expired 8002, join limit 8003, disabled 8000, malformed 1001, visitor 2011', async () => {
  const { session } = await newReader(api);
  const codeOf = async (code: string, options = { session }) => (await api.call(giftCode, { code }, options)).body.response_code;
  expect(await codeOf('NO-SUCH-CODE')).toBe(8001);
  expect(await codeOf(GIFT_CODES.expired)).toBe(8002);
  expect(await codeOf(GIFT_CODES.exhausted)).toBe(8003);
  expect(await codeOf(GIFT_CODES.disabled)).toBe(8000);
  expect(await codeOf("x' or 1=1 --")).toBe(1001);
  expect(await codeOf('A'.repeat(33))).toBe(1001);
  expect((await api.call(giftCode, { code: GIFT_CODES.valid })).body.response_code).toBe(2011);
  expect((await api.call(getAccountPoint, {}, { session })).body.data).toMatchObject({ point: { total: 0 } });
});

test('guessing codes: past 5 wrong ones an account is locked out with a doubling wait (1103, Retry-After), the right code included', async () => {
  const guesser = await newReader(api);
  const tryCode = (code: string, session = guesser.session) => api.call(giftCode, { code }, { session, headers: from(71) });
  const codes: number[] = [];
  for (let guess = 0; guess < 8; guess += 1) codes.push((await tryCode(`GUESS-${guess}`)).body.response_code);
  expect(codes).toEqual([8001, 8001, 8001, 8001, 8001, 1103, 1103, 1103]);
  const right = await tryCode(GIFT_CODES.valid);
  expect([right.status, right.body.response_code, right.headers.get('retry-after')]).toEqual([429, 1103, '1']);
  // The wait over, one more wrong code doubles it; the right one now works.
  api.setNow(new Date(TEST_NOW.getTime() + 1500));
  expect((await tryCode('GUESS-8')).body.response_code).toBe(8001);
  expect((await tryCode(GIFT_CODES.valid)).headers.get('retry-after')).toBe('2');
  api.setNow(new Date(TEST_NOW.getTime() + 3600));
  expect((await tryCode(GIFT_CODES.valid)).body.response_code).toBe(0);
});

test('guessing codes from many accounts of one address: past 20 wrong ones the address is locked out', async () => {
  const codes: number[] = [];
  for (let reader = 0; reader < 6; reader += 1) {
    const { session } = await newReader(api);
    for (let guess = 0; guess < 4; guess += 1)
      codes.push((await api.call(giftCode, { code: `SPRAY-${reader}-${guess}` }, { session, headers: from(72) })).body.response_code);
  }
  expect(codes.slice(0, 20).every((code) => code === 8001)).toBe(true);
  expect(codes.slice(20)).toEqual([1103, 1103, 1103, 1103]);
  // Another address is not affected.
  const { session } = await newReader(api);
  expect((await api.call(giftCode, { code: 'SPRAY-OTHER' }, { session, headers: from(73) })).body.response_code).toBe(8001);
});

test('50 concurrent redemptions of one code by one reader: exactly one grant', async () => {
  const reader = await newReader(api);
  const before = await joinCount(GIFT_CODES.valid);
  const results = await Promise.all(
    Array.from({ length: 50 }, () => api.call(giftCode, { code: GIFT_CODES.valid }, { session: reader.session })),
  );
  const codes = results.map((result) => result.body.response_code);
  expect(codes.filter((code) => code === 0)).toHaveLength(1);
  expect(codes.filter((code) => code === 8004)).toHaveLength(49);
  expect(await joinCount(GIFT_CODES.valid)).toBe(before + 1);
  expect((await api.call(getAccountPoint, {}, { session: reader.session })).body.data).toMatchObject({ point: { free_point: 100 } });
  await expectLedgerConsistent(api.db, reader.accountId);
});

test('login bonus: received on the first call of each bonus day, days starting at 04:00 (+9)', async () => {
  const reader = await newReader(api);
  const call = async () => loginBonus.response.parse((await api.call(loginBonus, {}, { session: reader.session })).body.data);
  const first = await call();
  expect(first.next_check_time).toBe('2026-11-21T04:00:00');
  expect(first.loginbonus_list).toHaveLength(1);
  const campaign = first.loginbonus_list[0];
  expect(campaign).toMatchObject({
    loginbonus_id: 1,
    loginbonus_text: '7日間ログインボーナス',
    receive_days: 1,
    received_today: true,
    received_now: true,
  });
  expect(campaign?.loginbonus_image).toBe('/api/image/cover/101-rect.png');
  expect(campaign?.bonus_list.map((item) => [item.days, item.amount, item.bonus_type, item.is_get])).toEqual([
    [1, 10, 1, true],
    [2, 10, 1, false],
    [3, 1, 2, false],
    [4, 20, 1, false],
    [5, 20, 1, false],
    [6, 1, 2, false],
    [7, 50, 1, false],
  ]);
  // A later call the same bonus day still says today's bonus was received, but not by this call.
  expect((await call()).loginbonus_list[0]).toMatchObject({ receive_days: 1, received_today: true, received_now: false });
  // 03:59 on the 21st (+9) is still the bonus day of the 20th.
  api.setNow(new Date('2026-11-21T03:59:00+09:00'));
  expect((await call()).loginbonus_list[0]).toMatchObject({ receive_days: 1, received_today: true });
  api.setNow(new Date('2026-11-21T04:00:00+09:00'));
  // Parallel first calls of a new day receive once.
  const parallel = await Promise.all(Array.from({ length: 10 }, () => call()));
  for (const answer of parallel) expect(answer.loginbonus_list[0]?.receive_days).toBe(2);
  expect(parallel.filter((answer) => answer.loginbonus_list[0]?.received_now)).toHaveLength(1);
  api.setNow(new Date('2026-11-22T09:00:00+09:00'));
  const third = await call();
  expect(third.loginbonus_list[0]?.bonus_list.filter((item) => item.is_get).map((item) => item.days)).toEqual([1, 2, 3]);
  expect((await api.call(getAccountPoint, {}, { session: reader.session })).body.data).toMatchObject({ point: { free_point: 20 } });
  const tickets = getAccountTicketFlow.response.parse((await api.call(getAccountTicketFlow, {}, { session: reader.session })).body.data);
  expect(tickets.detail_list).toEqual([{ ticket_id: expect.any(Number), expires_at: '2026-12-06T09:00:00', expired: false }]);
  expect(tickets.ticket_flow_list).toEqual([expect.objectContaining({ ticket_type: 'premium', count: 1, reason: 'login_bonus' })]);
  await expectLedgerConsistent(api.db, reader.accountId);
});

test('login bonus: no campaign after its finish time; visitor 2011', async () => {
  const reader = await newReader(api);
  api.setNow(new Date(TEST_NOW.getTime() + 28 * 86_400_000));
  const data = loginBonus.response.parse((await api.call(loginBonus, {}, { session: reader.session })).body.data);
  expect(data.loginbonus_list).toEqual([]);
  expect((await api.call(loginBonus, {})).body.response_code).toBe(2011);
});
