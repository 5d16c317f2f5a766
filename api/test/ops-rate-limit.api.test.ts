import { randomBytes } from 'node:crypto';
import { CLIENT_IP_HEADER, webStatus, webTop } from '@ciao/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { trustedProxiesFromEnv, trustedProxyList } from '../src/http/client-ip';
import { rateLimitGate } from '../src/operation/call-gate';
import { internalCallHeaders } from '../src/http/internal-call';
import { DEFAULT_RATE_LIMIT, memoryRateLimiter, rateLimitSettingsFromEnv, redisRateLimiter } from '../src/operation/rate-limit';
import { type Api, startApi } from './support/api-harness';
import { TEST_REDIS_URL } from './support/postgres-test-database';

describe('over HTTP behind a trusted local proxy (in-process limiter, 5 calls a minute)', () => {
  let api: Api;
  beforeAll(async () => {
    // A fixed clock: the window is a wall-clock minute, and calls that straddle its end would start a new count.
    api = await startApi({
      rateLimiter: memoryRateLimiter({ max: 5, windowMs: 60_000 }, () => 1_000),
      trustedProxies: ['127.0.0.1'],
    });
  });
  afterAll(async () => {
    await api.close();
  });

  test('the sixth call of one client answers 1103 with HTTP 429, whatever the endpoint; another client is not affected', async () => {
    const client = { headers: { [CLIENT_IP_HEADER]: '203.0.113.7' } };
    for (let call = 0; call < 5; call += 1) expect((await api.call(webTop, {}, client)).body.response_code).toBe(0);
    const over = await api.call(webStatus, {}, client);
    expect([over.status, over.body.response_code]).toEqual([429, 1103]);
    const other = await api.call(webTop, {}, { headers: { [CLIENT_IP_HEADER]: '203.0.113.8' } });
    expect(other.body.response_code).toBe(0);
  });

  test("the web server's own in-process calls (first-screen renders) are not counted against the reader's limit", async () => {
    const reader = { [CLIENT_IP_HEADER]: '203.0.113.10' };
    for (let call = 0; call < 5; call += 1) expect((await api.call(webTop, {}, { headers: reader })).body.response_code).toBe(0);
    expect((await api.call(webTop, {}, { headers: reader })).body.response_code).toBe(1103);
    const rendering = await api.call(webTop, {}, { headers: { ...reader, ...internalCallHeaders() } });
    expect(rendering.body.response_code).toBe(0);
    // Only the secret of this process marks a call as the site's own.
    const forged = await api.call(webTop, {}, { headers: { ...reader, 'x-ciao-internal-call': 'f'.repeat(64) } });
    expect(forged.body.response_code).toBe(1103);
  });

  test('every answer tells the limit in the RateLimit headers; the refusal says when to come back (Retry-After)', async () => {
    const client = { headers: { [CLIENT_IP_HEADER]: '203.0.113.9' } };
    const remaining: Array<string | null> = [];
    for (let call = 0; call < 5; call += 1) {
      const answer = await api.call(webTop, {}, client);
      expect(answer.headers.get('ratelimit-limit')).toBe('5');
      remaining.push(answer.headers.get('ratelimit-remaining'));
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    const over = await api.call(webStatus, {}, client);
    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(over.headers.get('ratelimit-reset')).toBe(String(retryAfter));
  });
});

describe('images have a limit of their own (in-process limiter, 5 images a minute)', () => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi({
      // Fixed clocks: calls that straddle the end of a wall-clock minute would start new counts.
      rateLimiter: memoryRateLimiter({ max: 5, windowMs: 60_000 }, () => 1_000),
      imageRateLimiter: memoryRateLimiter({ max: 5, windowMs: 60_000 }, () => 1_000),
      trustedProxies: ['127.0.0.1'],
    });
  });
  afterAll(async () => {
    await api.close();
  });

  const image = (client: string, file: string) =>
    fetch(`http://${addressOf(api)}/api/image/${file}`, { headers: { [CLIENT_IP_HEADER]: client } });

  test("the sixth image of one client answers 1103 with HTTP 429 and Retry-After, drawn or not; others and the client's calls are not affected", async () => {
    const client = '203.0.113.20';
    const statuses: number[] = [];
    // Covers of five titles, then a thumbnail never drawn: the refusal comes before any drawing.
    for (const file of ['cover/101.png', 'cover/102.png', 'cover/101-rect.png', 'cover/103.png', 'cover/104.png']) {
      statuses.push((await image(client, file)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const over = await image(client, 'thumb/10102.png');
    expect(over.status).toBe(429);
    expect(((await over.json()) as { response_code: number }).response_code).toBe(1103);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(over.headers.get('ratelimit-limit')).toBe('5');
    expect((await image('203.0.113.21', 'cover/101.png')).status).toBe(200);
    // The images took nothing from the client's call limit.
    const calls: number[] = [];
    for (let call = 0; call < 5; call += 1)
      calls.push((await api.call(webTop, {}, { headers: { [CLIENT_IP_HEADER]: client } })).body.response_code);
    expect(calls).toEqual([0, 0, 0, 0, 0]);
  });
});

function addressOf(api: Api): string {
  const address = api.app.server.address() as { port: number };
  return `127.0.0.1:${address.port}`;
}

describe('no trusted proxy (the default): the client address header is ignored', () => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi({ rateLimiter: memoryRateLimiter({ max: 5, windowMs: 60_000 }, () => 1_000), trustedProxies: [] });
  });
  afterAll(async () => {
    await api.close();
  });

  test('a caller rotating a forged x-ciao-client-ip still meets 1103 on its sixth call (its socket picks the bucket)', async () => {
    const codes: number[] = [];
    for (let call = 0; call < 8; call += 1) {
      codes.push((await api.call(webTop, {}, { headers: { [CLIENT_IP_HEADER]: `203.0.113.${call + 1}` } })).body.response_code);
    }
    expect(codes).toEqual([0, 0, 0, 0, 0, 1103, 1103, 1103]);
  });
});

test('TRUSTED_PROXIES lists addresses and ranges; the header is believed only from them', () => {
  expect(trustedProxiesFromEnv({})).toEqual([]);
  expect(trustedProxiesFromEnv({ TRUSTED_PROXIES: ' 127.0.0.1, 10.0.0.0/8 ,' })).toEqual(['127.0.0.1', '10.0.0.0/8']);
  const trusted = trustedProxyList(['127.0.0.1', '10.0.0.0/8', '::1']);
  expect(['127.0.0.1', '::ffff:127.0.0.1', '10.1.2.3', '::1'].map(trusted)).toEqual([true, true, true, true]);
  expect(['127.0.0.2', '192.0.2.1', '', 'nonsense', '::2'].map(trusted)).toEqual([false, false, false, false, false]);
  expect(trustedProxyList([])('127.0.0.1')).toBe(false);
  expect(() => trustedProxyList(['localhost'])).toThrow(/TRUSTED_PROXIES/);
});

test('a fixed window forgets its counts when the next window starts', async () => {
  let now = 120_000;
  const limiter = memoryRateLimiter({ max: 2, windowMs: 60_000 }, () => now);
  const allowed = async () => (await limiter.hit('a')).allowed;
  expect([await allowed(), await allowed(), await allowed()]).toEqual([true, true, false]);
  now += 60_000;
  expect(await allowed()).toBe(true);
});

test('limits come from RATE_LIMIT_MAX / RATE_LIMIT_WINDOW_MS, with generous defaults; nonsense is refused', () => {
  expect(rateLimitSettingsFromEnv({})).toEqual(DEFAULT_RATE_LIMIT);
  expect(rateLimitSettingsFromEnv({ RATE_LIMIT_MAX: '7', RATE_LIMIT_WINDOW_MS: '1000' })).toEqual({ max: 7, windowMs: 1000 });
  expect(() => rateLimitSettingsFromEnv({ RATE_LIMIT_MAX: '-1' })).toThrow(/RATE_LIMIT_MAX/);
  expect(DEFAULT_RATE_LIMIT.max).toBeGreaterThanOrEqual(600);
});

test('two Redis limiters (two processes) share one count per client', async () => {
  const settings = { max: 4, windowMs: 3_600_000 };
  const one = redisRateLimiter(settings, TEST_REDIS_URL);
  const two = redisRateLimiter(settings, TEST_REDIS_URL);
  const client = `test-${randomBytes(6).toString('hex')}`;
  try {
    const answers = [];
    for (let call = 0; call < 6; call += 1) answers.push((await (call % 2 === 0 ? one : two).hit(client)).allowed);
    expect(answers).toEqual([true, true, true, true, false, false]);
  } finally {
    await one.close();
    await two.close();
  }
});

test('when Redis does not answer, calls are let through and a warning is logged', async () => {
  const down = redisRateLimiter({ max: 1, windowMs: 60_000 }, 'redis://127.0.0.1:1');
  const warnings: unknown[] = [];
  const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
  try {
    expect(await rateLimitGate(down)('client', log)).toBeNull();
    expect(warnings).toHaveLength(1);
  } finally {
    await down.close();
  }
});
