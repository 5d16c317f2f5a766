import { episodeList, episodeRentalTicket, getAccountTicketFlow, webEpisodeViewer } from '@ciao/shared/contracts';
import { apiForThisFile, loginDemoReader } from './support/api-harness';
import { TEST_NOW } from './support/test-database';
import { newReader } from './wallet-readers';

const HOUR = 3_600_000;
const api = apiForThisFile();

const at = (hours: number) => new Date(TEST_NOW.getTime() + hours * HOUR);

async function versionOf(session: string): Promise<number> {
  return getAccountTicketFlow.response.parse((await api.call(getAccountTicketFlow, {}, { session })).body.data).ticket_version;
}

async function statusOf(session: string, episodeId: number): Promise<string | undefined> {
  const data = episodeList.response.parse((await api.call(episodeList, { episode_id_list: String(episodeId) }, { session })).body.data);
  return data.episode_list[0]?.status;
}

test('wait-to-be-free: a 72 h rental, once per title, recharged 23 h after use', async () => {
  const { session } = await newReader(api);
  const rent = (episodeId: number, version: number) =>
    api.call(episodeRentalTicket, { episode_id: episodeId, ticket_type: 'wait_free', ticket_version: version }, { session });
  const first = await rent(10204, 0);
  expect(first.body).toEqual({
    response_code: 0,
    data: { episode_id: 10204, status: 'renting', used: true, rental_expire_time: '2026-11-23T12:00:00', ticket_version: 1 },
  });
  expect((await api.call(webEpisodeViewer, { episode_id: 10204 }, { session })).body.response_code).toBe(0);
  // Same title, 22 h 59 min later: still recharging. Another title: its own ticket.
  api.setNow(at(23 - 1 / 60));
  const early = await rent(10205, 1);
  expect(early.body).toMatchObject({ response_code: 1001, data: { reason: 'ticket_recharging', recharge_time: '2026-11-21T11:00:00' } });
  expect((await rent(10304, 1)).body.data).toMatchObject({ status: 'renting', used: true, ticket_version: 2 });
  api.setNow(at(23));
  expect((await rent(10205, 2)).body.data).toMatchObject({ status: 'renting', used: true, ticket_version: 3 });
  // The rental of the first episode ends 72 h after it started.
  api.setNow(at(72 - 1 / 60));
  expect(await statusOf(session, 10204)).toBe('renting');
  api.setNow(at(72));
  expect(await statusOf(session, 10204)).toBe('points');
  const flow = getAccountTicketFlow.response.parse((await api.call(getAccountTicketFlow, { limit: 10 }, { session })).body.data);
  expect(flow.ticket_flow_list.map((row) => [row.ticket_type, row.count, row.episode_id])).toEqual([
    ['wait_free', -1, 10205],
    ['wait_free', -1, 10304],
    ['wait_free', -1, 10204],
  ]);
});

test('renting what is free, bought or rented spends no ticket', async () => {
  const session = await loginDemoReader(api);
  const version = await versionOf(session);
  for (const [episodeId, status] of [
    [10101, 'free'],
    [10104, 'purchased'],
    [10106, 'renting'],
  ] as const) {
    const result = await api.call(episodeRentalTicket, { episode_id: episodeId, ticket_type: 'premium', ticket_version: 999 }, { session });
    expect(result.body.data).toMatchObject({ status, used: false, ticket_version: version });
  }
});

test('premium tickets: the one expiring first is used; expired ones are unusable; version mismatch is 1001', async () => {
  const session = await loginDemoReader(api);
  const flow = getAccountTicketFlow.response.parse((await api.call(getAccountTicketFlow, {}, { session })).body.data);
  expect(flow.detail_list.map((ticket) => ticket.expired)).toEqual([true, false, false]);
  const version = flow.ticket_version;
  const rent = (episodeId: number, ticketVersion: number) =>
    api.call(episodeRentalTicket, { episode_id: episodeId, ticket_type: 'premium', ticket_version: ticketVersion }, { session });
  const stale = await rent(10107, version - 1);
  expect(stale.body).toMatchObject({ response_code: 1001, data: { reason: 'ticket_version_mismatch', ticket_version: version } });
  expect((await rent(10107, version)).body.data).toMatchObject({ status: 'renting', used: true, ticket_version: version + 1 });
  const after = getAccountTicketFlow.response.parse((await api.call(getAccountTicketFlow, {}, { session })).body.data);
  expect(after.detail_list).toHaveLength(2);
  expect(after.detail_list[1]?.expires_at).toBe(flow.detail_list[2]?.expires_at);
  // Past the last ticket's expiry nothing is usable.
  api.setNow(at(31 * 24));
  const late = await api.call(
    episodeRentalTicket,
    { episode_id: 10108, ticket_type: 'premium', ticket_version: version + 1 },
    { session: await loginDemoReader(api) },
  );
  expect(late.body).toMatchObject({ response_code: 1001, data: { reason: 'no_premium_ticket' } });
});

test('concurrent rentals with one version: exactly one ticket is spent', async () => {
  const { session } = await newReader(api);
  const results = await Promise.all(
    [10404, 10405, 10406, 10407, 10408].map((episodeId) =>
      api.call(episodeRentalTicket, { episode_id: episodeId, ticket_type: 'wait_free', ticket_version: 0 }, { session }),
    ),
  );
  expect(results.map((result) => result.body.response_code).sort()).toEqual([0, 1001, 1001, 1001, 1001]);
  expect(await versionOf(session)).toBe(1);
});

test('bad ticket type or version is 1001, unknown episode 3100, visitor 2011', async () => {
  const { session } = await newReader(api);
  const wire = { version: '6.0.0', platform: '3', episode_id: '10204', ticket_version: '0' };
  expect((await api.callRaw('POST', '/episode/rental/ticket', { ...wire, ticket_type: 'gold' }, { session })).body.response_code).toBe(
    1001,
  );
  expect(
    (await api.callRaw('POST', '/episode/rental/ticket', { ...wire, ticket_type: 'premium', ticket_version: '-1' }, { session })).body
      .response_code,
  ).toBe(1001);
  const unknown = await api.call(episodeRentalTicket, { episode_id: 999_999, ticket_type: 'wait_free', ticket_version: 0 }, { session });
  expect(unknown.body.response_code).toBe(3100);
  expect((await api.call(episodeRentalTicket, { episode_id: 10204, ticket_type: 'wait_free', ticket_version: 0 })).body.response_code).toBe(
    2011,
  );
  expect((await api.call(getAccountTicketFlow, {})).body.response_code).toBe(2011);
});
