import { CLIENT_IP_HEADER } from '@ciao/shared/contracts';
import { FIELD_BEACON_MAX_BYTES, type FieldBeacon } from '@ciao/shared/contracts';
import { memoryRateLimiter } from '../src/operation/rate-limit';
import { readFieldHealth } from '../src/queries/field-health/read-field-health';
import { apiForThisFile, loginDemoReader, SESSION_COOKIE } from './support/api-harness';
import { TEST_NOW } from './support/test-database';

const BEACONS_PER_MINUTE = 5;
const RETENTION_HOURS = 24;
const api = apiForThisFile({
  fieldBeaconLimiter: memoryRateLimiter({ max: BEACONS_PER_MINUTE, windowMs: 60_000 }),
  fieldHealthRetentionHours: RETENTION_HOURS,
  rateLimiter: false,
  trustedProxies: ['127.0.0.1'],
});

/** The limiter's window is wall-clock time: each test sends as its own client (the trusted proxy's header). */
let client = 0;
beforeEach(async () => {
  client += 1;
  await api.db.exec('delete from field_health_minutes; delete from field_vitals_minutes;');
});

async function sendBeacon(body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${api.app.listeningOrigin}/api/field/beacon`, {
    method: 'POST',
    // What navigator.sendBeacon(url, string) sends.
    headers: { 'content-type': 'text/plain;charset=UTF-8', [CLIENT_IP_HEADER]: `203.0.113.${client}`, ...headers },
    body,
  });
  return response.status;
}

const beaconOf = (views: FieldBeacon['views']): string => JSON.stringify({ schemaVersion: 1, views } satisfies FieldBeacon);

const cleanView = (version = '1.0.0-aaaa') => ({
  owner: 'catalog' as const,
  remotes: [
    { remote: 'catalog' as const, version },
    { remote: 'account' as const, version: '2.0.0-bbbb' },
  ],
  vitals: { LCP: 1200, INP: 80, CLS: 0.02, TTFB: 150 },
});

async function rowCount(): Promise<number> {
  const [health] = await api.db.query<{ count: number }>('select count(*)::int as count from field_health_minutes');
  const [vitals] = await api.db.query<{ count: number }>('select count(*)::int as count from field_vitals_minutes');
  return (health?.count ?? 0) + (vitals?.count ?? 0);
}

const window = () => ({
  since: new Date(TEST_NOW.getTime() - 3_600_000),
  until: new Date(TEST_NOW.getTime() + 3_600_000),
  stepMinutes: 10,
});

test('views are summed per minute per remote@version, errors per kind, Web Vitals to the route owner', async () => {
  const failing = {
    owner: 'catalog' as const,
    remotes: [
      { remote: 'catalog' as const, version: '1.0.0-aaaa', renderErrors: 1, loadFailures: { chunk: 1 } },
      { remote: 'account' as const, version: '2.0.0-bbbb', loadFailures: { timeout: 2 } },
    ],
    vitals: { LCP: 4000 },
  };
  expect(await sendBeacon(beaconOf([cleanView(), cleanView(), failing]))).toBe(204);
  expect(await sendBeacon(beaconOf([cleanView(), { remotes: [{ remote: 'catalog', version: '1.0.1-cccc', uncaughtErrors: 3 }] }]))).toBe(
    204,
  );

  const report = await readFieldHealth(api.db, window());
  const byVersion = Object.fromEntries(report.versions.map((entry) => [`${entry.remote}@${entry.version}`, entry]));
  expect(Object.keys(byVersion).sort()).toEqual(['account@2.0.0-bbbb', 'catalog@1.0.0-aaaa', 'catalog@1.0.1-cccc']);
  expect(byVersion['catalog@1.0.0-aaaa']).toMatchObject({
    views: 4,
    errorViews: 1,
    errorRate: 0.25,
    renderErrors: 1,
    loadFailures: { entry: 0, chunk: 1, integrity: 0, timeout: 0 },
  });
  expect(byVersion['account@2.0.0-bbbb']).toMatchObject({ views: 4, errorViews: 1, loadFailures: { timeout: 2 } });
  expect(byVersion['catalog@1.0.1-cccc']).toMatchObject({ views: 1, errorViews: 1, uncaughtErrors: 3 });
  // Four LCP samples (1200 x3, 4000): p75 is the third, 1200, within the histogram's 10 %.
  const p75 = byVersion['catalog@1.0.0-aaaa']!.p75;
  expect(p75.LCP).toBeGreaterThanOrEqual(1200);
  expect(p75.LCP).toBeLessThan(1320);
  expect(p75.CLS).toBeGreaterThanOrEqual(0.02);
  expect(p75.CLS).toBeLessThan(0.022);
  // Vitals belong to the owner only.
  expect(byVersion['account@2.0.0-bbbb']!.p75).toEqual({ LCP: null, INP: null, CLS: null, TTFB: null });
  expect(report.series.filter((point) => point.remote === 'catalog' && point.version === '1.0.0-aaaa')).toEqual([
    { remote: 'catalog', version: '1.0.0-aaaa', start: expect.any(String), views: 4, errorViews: 1 },
  ]);
});

test.each([
  ['not JSON', '{"schemaVersion":1,'],
  ['an empty batch', beaconOf([])],
  ['an unknown remote', JSON.stringify({ schemaVersion: 1, views: [{ remotes: [{ remote: 'evil', version: '1' }] }] })],
  ['an account id beside the counts', JSON.stringify({ schemaVersion: 1, views: [{ ...cleanView(), accountId: 1001 }] })],
  ['a page address', JSON.stringify({ schemaVersion: 1, views: [{ ...cleanView(), url: '/mypage' }] })],
  [
    'an error message in a remote entry',
    JSON.stringify({ schemaVersion: 1, views: [{ remotes: [{ remote: 'catalog', version: '1', message: 'x' }] }] }),
  ],
  ['a version that is not a version', beaconOf([{ remotes: [{ remote: 'catalog', version: 'reader@example.com' }] }])],
  ['a negative count', beaconOf([{ remotes: [{ remote: 'catalog', version: '1', renderErrors: -1 }] }])],
  ['a remote listed twice', beaconOf([{ remotes: [cleanView().remotes[0]!, cleanView().remotes[0]!] }])],
  ['21 views', beaconOf(Array.from({ length: 21 }, () => cleanView()))],
])('a beacon with %s is refused with 400 and writes nothing', async (_case, body) => {
  expect(await sendBeacon(body)).toBe(400);
  expect(await rowCount()).toBe(0);
});

test('an oversized beacon is refused without a 5xx and writes nothing', async () => {
  const padded = `${beaconOf([cleanView()]).slice(0, -1)}${' '.repeat(FIELD_BEACON_MAX_BYTES)}}`;
  const status = await sendBeacon(padded);
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  expect(await rowCount()).toBe(0);
});

test('a client flooding beacons gets 429 past its limit, and only the allowed ones are counted', async () => {
  const statuses: number[] = [];
  for (let sent = 0; sent < BEACONS_PER_MINUTE + 3; sent += 1) statuses.push(await sendBeacon(beaconOf([cleanView()])));
  expect(statuses).toEqual([...Array(BEACONS_PER_MINUTE).fill(204), 429, 429, 429]);
  const [catalog] = (await readFieldHealth(api.db, { ...window(), remote: 'catalog' })).versions;
  expect(catalog?.views).toBe(BEACONS_PER_MINUTE);
});

test("nothing personal is stored: a signed-in reader's beacons leave only remotes, versions, minutes and counts", async () => {
  const session = await loginDemoReader(api);
  const [reader] = await api.db.query<{ user_id: string; email: string }>(
    `select user_id, email from accounts where email = 'reader@example.com'`,
  );
  expect(await sendBeacon(beaconOf([cleanView()]), { cookie: `${SESSION_COOKIE}=${session}`, [CLIENT_IP_HEADER]: '198.51.100.23' })).toBe(
    204,
  );

  const columns = await api.db.query<{ table_name: string; column_name: string; data_type: string }>(
    `select table_name, column_name, data_type from information_schema.columns
      where table_name in ('field_health_minutes', 'field_vitals_minutes') order by table_name, ordinal_position`,
  );
  // Every text column is one of these; the rest are counts and the minute.
  const textColumns = columns.filter((column) => column.data_type === 'text').map((column) => `${column.table_name}.${column.column_name}`);
  expect(textColumns).toEqual([
    'field_health_minutes.remote',
    'field_health_minutes.version',
    'field_vitals_minutes.remote',
    'field_vitals_minutes.version',
    'field_vitals_minutes.metric',
  ]);
  const rows = [
    ...(await api.db.query<Record<string, unknown>>('select * from field_health_minutes')),
    ...(await api.db.query<Record<string, unknown>>('select * from field_vitals_minutes')),
  ];
  expect(rows.length).toBeGreaterThan(0);
  const stored = JSON.stringify(rows);
  for (const personal of [reader!.email, reader!.user_id, session, '198.51.100.23', '127.0.0.1']) expect(stored).not.toContain(personal);
  for (const row of rows) {
    expect(['catalog', 'account']).toContain(row.remote);
    expect(row).not.toHaveProperty('account_id');
  }
});

test('minutes older than the retention are deleted as later beacons arrive', async () => {
  expect(await sendBeacon(beaconOf([cleanView('1.0.0-old')]))).toBe(204);
  api.setNow(new Date(TEST_NOW.getTime() + (RETENTION_HOURS + 1) * 3_600_000));
  expect(await sendBeacon(beaconOf([cleanView('1.0.0-new')]))).toBe(204);
  const versions = await api.db.query<{ version: string }>(`select distinct version from field_health_minutes where remote = 'catalog'`);
  expect(versions.map((row) => row.version)).toEqual(['1.0.0-new']);
});
