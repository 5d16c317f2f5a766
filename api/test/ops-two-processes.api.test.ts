import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  CLIENT_IP_HEADER,
  episodeRentalPoint,
  getAccount,
  getAccountPoint,
  SIGNATURE_HEADER,
  signParams,
  webStatus,
  webTop,
  webUserLogin,
  webUserLogout,
  type Endpoint,
  type ParamsOf,
} from '@ciao/shared/contracts';
import { Redis } from 'ioredis';
import { parseSetCookie, SESSION_COOKIE, toWire } from './support/api-harness';
import { type ApiProcess, startApiProcess } from './support/api-process';
import { createPostgresTestDatabase, TEST_REDIS_URL } from './support/postgres-test-database';
import { seedTestTemplate, TEST_TEMPLATE_KEY } from './support/test-database';

// Production's shape: two API processes on one PostgreSQL and one Redis. Both must answer here
// (CI starts them); this test fails rather than skips when they do not.
jest.setTimeout(120_000);

const RATE_LIMIT = 30;
let one: ApiProcess;
let two: ApiProcess;
let drop: () => Promise<void>;
let databaseUrl: string;

beforeAll(async () => {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`Redis does not answer at ${TEST_REDIS_URL} (set TEST_REDIS_URL; .ci/run starts one): ${(error as Error).message}`);
  } finally {
    redis.disconnect();
  }
  const created = await createPostgresTestDatabase(TEST_TEMPLATE_KEY, seedTestTemplate);
  drop = created.drop;
  databaseUrl = created.url;
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: TEST_REDIS_URL,
    IMAGE_SIGNING_KEY: 'two-processes-key',
    // The test stands in for the web server on loopback and names each client in the header.
    TRUSTED_PROXIES: '127.0.0.1',
    RATE_LIMIT_MAX: String(RATE_LIMIT),
    // An hour-long window: the calls below never straddle two windows.
    RATE_LIMIT_WINDOW_MS: '3600000',
  };
  [one, two] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
});

afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await drop?.();
});

/** Each test is its own client (address) so the shared rate limit of one does not throttle another. */
function clientAddress(): string {
  return `198.51.100.${randomBytes(1)[0]}-${randomBytes(4).toString('hex')}`;
}

async function call<E extends Endpoint>(api: ApiProcess, endpoint: E, params: ParamsOf<E>, client: string, session?: string) {
  const wire = toWire(params as Record<string, unknown>);
  const encoded = new URLSearchParams(wire).toString();
  const headers: Record<string, string> = { [SIGNATURE_HEADER]: await signParams(wire), [CLIENT_IP_HEADER]: client };
  if (session) headers.cookie = `${SESSION_COOKIE}=${session}`;
  if (endpoint.method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded';
  const response = await fetch(
    endpoint.method === 'GET' ? `${api.origin}/api${endpoint.path}?${encoded}` : `${api.origin}/api${endpoint.path}`,
    {
      method: endpoint.method,
      headers,
      ...(endpoint.method === 'POST' ? { body: encoded } : {}),
    },
  );
  const body = (await response.json()) as { response_code: number; data?: Record<string, unknown> };
  return { status: response.status, body, setCookie: parseSetCookie(response.headers.getSetCookie()) };
}

test('a session made on one process is valid on the other, and a logout on the other ends it on both', async () => {
  const client = clientAddress();
  const login = await call(one, webUserLogin, { email: 'reader@example.com', password: 'Comic-Reader-2026' }, client);
  expect(login.body.response_code).toBe(0);
  const session = login.setCookie?.value ?? '';
  const onOne = await call(one, getAccount, {}, client, session);
  const onTwo = await call(two, getAccount, {}, client, session);
  expect(onTwo.body.response_code).toBe(0);
  expect(onTwo.body.data?.account).toMatchObject({ email: 'reader@example.com' });
  expect(onTwo.body.data).toEqual(onOne.body.data);

  const logout = await call(
    two,
    webUserLogout,
    { target_user_id: String((onOne.body.data?.account as { user_id?: string } | null)?.user_id) },
    client,
    session,
  );
  expect(logout.body.response_code).toBe(0);
  // The account call answers visitors too: with the session gone it knows no account.
  expect((await call(one, getAccount, {}, client, session)).body).toEqual({ response_code: 0, data: { account: null } });
});

test('points spent through one process are the balance the other answers', async () => {
  const client = clientAddress();
  const login = await call(two, webUserLogin, { email: 'reader@example.com', password: 'Comic-Reader-2026' }, client);
  const session = login.setCookie?.value ?? '';
  const before = await call(two, getAccountPoint, {}, client, session);
  expect(before.body.response_code).toBe(0);
  // The first seeded episode of title 101 that still costs points (earlier ones are free, bought or rented).
  let spent: Record<string, unknown> | undefined;
  for (let episodeId = 10107; episodeId <= 10130 && !spent; episodeId += 1) {
    const rental = await call(one, episodeRentalPoint, { episode_id: episodeId }, client, session);
    if (rental.body.response_code === 0 && rental.body.data?.charged === true) spent = rental.body.data;
  }
  expect(spent).toBeDefined();
  const afterOnTwo = await call(two, getAccountPoint, {}, client, session);
  expect(afterOnTwo.body.data).not.toEqual(before.body.data);
  expect(afterOnTwo.body.data).toEqual((await call(one, getAccountPoint, {}, client, session)).body.data);
});

test(`the rate limit is shared: ${RATE_LIMIT} calls split across both pass, the next one answers 1103 on either`, async () => {
  const client = clientAddress();
  const codes: number[] = [];
  for (let index = 0; index < RATE_LIMIT; index += 1)
    codes.push((await call(index % 2 === 0 ? one : two, webTop, {}, client)).body.response_code);
  expect(codes.every((code) => code === 0)).toBe(true);
  const overOne = await call(one, webStatus, {}, client);
  const overTwo = await call(two, webStatus, {}, client);
  expect([overOne.status, overOne.body.response_code, overTwo.status, overTwo.body.response_code]).toEqual([429, 1103, 429, 1103]);
});

test('the login throttle is shared: wrong passwords alternating between the processes lock the name after 5 in all', async () => {
  const email = `guess-${randomBytes(6).toString('hex')}@example.com`;
  const codes: number[] = [];
  for (let attempt = 0; attempt < 8; attempt += 1)
    codes.push(
      (await call(attempt % 2 === 0 ? one : two, webUserLogin, { email, password: 'Wrong-Password-1' }, clientAddress())).body
        .response_code,
    );
  expect(codes).toEqual([2000, 2000, 2000, 2000, 2000, 1103, 1103, 1103]);
});

test('npm run api:maintenance -- on|off switches both processes within the 2 s cache', async () => {
  const client = clientAddress();
  const run = (mode: string) =>
    promisify(execFile)('npm', ['run', '--silent', 'api:maintenance', '--', mode], {
      cwd: path.resolve(__dirname, '..', '..'),
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
  expect((await run('on')).stdout).toContain('maintenance: on');
  try {
    await new Promise((resolve) => setTimeout(resolve, 2100));
    for (const api of [one, two]) {
      const during = await call(api, webTop, {}, client);
      expect([during.status, during.body.response_code]).toEqual([503, 1098]);
      expect((await call(api, webStatus, {}, client)).body).toMatchObject({ response_code: 0, data: { maintenance: true } });
    }
  } finally {
    expect((await run('off')).stdout).toContain('maintenance: off');
  }
  await new Promise((resolve) => setTimeout(resolve, 2100));
  expect((await call(one, webTop, {}, client)).body.response_code).toBe(0);
  expect((await call(two, webTop, {}, client)).body.response_code).toBe(0);
});
