import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashPassword, memoryLoginThrottle, type Database } from '@ciao/api';
import Fastify, { type FastifyInstance } from 'fastify';
import { recordFieldBeacon } from '../../api/src/queries/field-health/record-field-views';
import { openTestDatabase, TEST_NOW } from '../../api/test/support/test-database';
import { registerOpsApi } from '../src/server/ops/ops-api';
import { deliveryFromEnv } from '../src/deploy/delivery-config';
import { storeOpsRegistry } from '../src/server/ops/ops-registry';
import { OPS_SESSION_COOKIE } from '../src/server/ops/ops-session';

const PASSWORD = 'ops-correct-horse-42';
const previousDeploymentsDir = process.env.DEPLOYMENTS_DIR;
let work: string;
let db: Database;
let disposeDb: () => Promise<void>;
let app: FastifyInstance;
let base: string;

/** A registry as deploy writes it: catalogue active with one earlier version. */
function writeRegistry(dir: string): void {
  const deployment = (version: string) => ({
    version,
    entry: `/deployments/catalog/${version}/remoteEntry.js`,
    integrity: 'sha384-AAAA',
    deployedAt: '2026-11-20T02:00:00.000Z',
  });
  for (const version of ['1.0.0-aaaa', '1.0.1-bbbb']) {
    mkdirSync(path.join(dir, 'catalog', version), { recursive: true });
    writeFileSync(path.join(dir, 'catalog', version, 'remoteEntry.js'), `var catalog = "${version}";\n`);
  }
  writeFileSync(
    path.join(dir, 'registry.json'),
    JSON.stringify({
      schemaVersion: 1,
      updatedAt: '2026-11-20T02:00:00.000Z',
      remotes: {
        catalog: { active: deployment('1.0.1-bbbb'), pinned: false, history: [deployment('1.0.0-aaaa')] },
        viewer: {
          active: { ...deployment('1.0.0-vvvv'), entry: '/deployments/viewer/1.0.0-vvvv/remoteEntry.js' },
          pinned: false,
          history: [],
        },
      },
      canaries: {
        viewer: {
          ...deployment('1.0.1-cccc'),
          entry: '/deployments/viewer/1.0.1-cccc/remoteEntry.js',
          percent: 10,
          startedAt: '2026-11-20T02:30:00.000Z',
          startedBy: 'team-viewer',
        },
      },
    }),
  );
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'ops-console-'));
  process.env.DEPLOYMENTS_DIR = path.join(work, 'deployments');
  writeRegistry(process.env.DEPLOYMENTS_DIR);
  ({ db, dispose: disposeDb } = await openTestDatabase());
  app = Fastify({ logger: false });
  await app.register(
    async (api) =>
      registerOpsApi(api, {
        credentials: { user: 'ops', passwordHash: await hashPassword(PASSWORD), sessionKey: 'test-session-key' },
        registry: storeOpsRegistry(deliveryFromEnv()),
        db,
        throttle: memoryLoginThrottle(),
        secureCookie: false,
        // A still clock: the throttle's locks last until the test ends, whatever the machine's speed.
        clock: () => TEST_NOW,
      }),
    { prefix: '/ops/api' },
  );
  base = await app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await app.close();
  await disposeDb();
  rmSync(work, { recursive: true, force: true });
  if (previousDeploymentsDir === undefined) delete process.env.DEPLOYMENTS_DIR;
  else process.env.DEPLOYMENTS_DIR = previousDeploymentsDir;
});

async function call(method: string, route: string, options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${base}/ops/api${route}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

async function signIn(user = 'ops', password = PASSWORD) {
  const answer = await call('POST', '/session', { body: { user, password } });
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${OPS_SESSION_COOKIE}=`));
  return { ...answer, cookie };
}

// Every row has its three values: jest would take a missing one for the test's `done` callback.
const CONSOLE_CALLS: Array<[string, string, unknown]> = [
  ['GET', '/session', null],
  ['GET', '/overview', null],
  ['GET', '/health', null],
  ['GET', '/audit', null],
  ['POST', '/actions', { action: 'pin', remote: 'catalog', reason: 'trying my luck' }],
  ['DELETE', '/session', null],
];

test.each(CONSOLE_CALLS)(
  '%s %s answers 401 without the ops cookie, with a reader session cookie or a forged ops cookie',
  async (method, route, body) => {
    for (const cookie of [undefined, 'local_ciao_session=a-reader-session', `${OPS_SESSION_COOKIE}=b3Bz.99999999999999.forged`]) {
      const answer = await call(method, route, { ...(cookie ? { cookie } : {}), ...(body ? { body } : {}) });
      expect(answer.status).toBe(401);
    }
  },
);

test('signed in, the console reads versions and field health, and a pin with its reason lands in the audit log', async () => {
  const { status, cookie } = await signIn();
  expect(status).toBe(200);
  expect(cookie).toBeDefined();

  const overview = await call('GET', '/overview', { cookie });
  expect(overview.body.remotes.find((remote: { name: string }) => remote.name === 'catalog')).toEqual({
    name: 'catalog',
    active: { version: '1.0.1-bbbb', deployedAt: '2026-11-20T02:00:00.000Z' },
    pinned: false,
    history: [{ version: '1.0.0-aaaa', deployedAt: '2026-11-20T02:00:00.000Z' }],
    canary: null,
  });

  await recordFieldBeacon(
    db,
    {
      schemaVersion: 1,
      views: [{ owner: 'catalog', remotes: [{ remote: 'catalog', version: '1.0.1-bbbb', renderErrors: 1 }], vitals: { LCP: 900 } }],
    },
    TEST_NOW,
  );
  const health = await call('GET', '/health?hours=1', { cookie });
  expect(health.body.versions).toEqual([
    expect.objectContaining({ remote: 'catalog', version: '1.0.1-bbbb', views: 1, errorViews: 1, renderErrors: 1 }),
  ]);

  expect((await call('POST', '/actions', { cookie, body: { action: 'pin', remote: 'catalog', reason: '' } })).status).toBe(400);
  expect(
    (await call('POST', '/actions', { cookie, body: { action: 'pin', remote: 'catalog', reason: 'freeze for the campaign' } })).status,
  ).toBe(200);
  // A rollback the deploy tool refuses (here: the older version is not in the store) answers its own words, and nothing is logged.
  const refused = await call('POST', '/actions', { cookie, body: { action: 'rollback', remote: 'catalog', reason: 'bad release' } });
  expect(refused.status).toBe(409);
  expect(refused.body.error).toMatch(/^catalog/);
  const audit = await call('GET', '/audit', { cookie });
  expect(audit.body.entries).toEqual([
    {
      at: expect.any(String),
      actor: 'ops (console)',
      action: 'pin',
      remote: 'catalog',
      from: '1.0.1-bbbb',
      to: '1.0.1-bbbb',
      reason: 'freeze for the campaign',
    },
  ]);
  expect((await call('GET', '/overview', { cookie })).body.remotes[0].pinned).toBe(true);
});

test('the console shows a running canary beside the active version and aborts it with a reason, in the audit log', async () => {
  const { cookie } = await signIn();
  const viewer = (await call('GET', '/overview', { cookie })).body.remotes.find((remote: { name: string }) => remote.name === 'viewer');
  expect(viewer).toMatchObject({
    active: { version: '1.0.0-vvvv' },
    canary: { version: '1.0.1-cccc', percent: 10, startedAt: '2026-11-20T02:30:00.000Z', startedBy: 'team-viewer' },
  });
  const aborted = await call('POST', '/actions', { cookie, body: { action: 'abort', remote: 'viewer', reason: 'pages turn twice' } });
  expect(aborted).toMatchObject({ status: 200, body: { aborted: '1.0.1-cccc', stable: '1.0.0-vvvv' } });
  expect((await call('GET', '/audit?limit=1', { cookie })).body.entries[0]).toMatchObject({
    actor: 'ops (console)',
    action: 'abort',
    remote: 'viewer',
    from: '1.0.1-cccc',
    to: '1.0.0-vvvv',
    reason: 'pages turn twice',
  });
  expect(
    (await call('GET', '/overview', { cookie })).body.remotes.find((remote: { name: string }) => remote.name === 'viewer').canary,
  ).toBeNull();
  // Nothing left to abort or promote: the deploy tool's own words, 409.
  for (const action of ['abort', 'promote']) {
    const refused = await call('POST', '/actions', { cookie, body: { action, remote: 'viewer', reason: 'once more' } });
    expect(refused).toMatchObject({ status: 409, body: { error: 'viewer: no canary is running (see: npm run mfe -- status)' } });
  }
});

test('a POST from another site is refused before anything runs', async () => {
  const { cookie } = await signIn();
  const answer = await call('POST', '/actions', {
    cookie,
    body: { action: 'unpin', remote: 'catalog', reason: 'cross-site attempt' },
    headers: { origin: 'https://evil.example' },
  });
  expect(answer.status).toBe(403);
});

test('wrong passwords are throttled: after five, even the right password waits', async () => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await signIn('ops', `wrong-${attempt}`)).status);
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  const locked = await signIn();
  expect(locked.status).toBe(429);
  expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(locked.cookie).toBeUndefined();
});
