import { CLIENT_IP_HEADER, LOGIN_LOCKED_REASON, webTop, webUserLogin } from '@ciao/shared/contracts';
import { randomBytes } from 'node:crypto';
import { memoryLoginThrottle, redisLoginThrottle } from '../src/auth/login-throttle';
import { TEST_REDIS_URL } from './support/postgres-test-database';
import { hashLoad, hashPassword, MAX_CONCURRENT_HASHES, MAX_WAITING_HASHES_PER_CLIENT } from '../src/auth/password';
import { ACCOUNT_FIXTURES, FIXTURE_PASSWORD } from '../src/seed/accounts/account-fixtures';
import { DEMO_READER } from '../src/seed/demo-reader';
import { apiForThisFile } from './support/api-harness';
import { TEST_NOW } from './support/test-database';

// Behind a (test) proxy on loopback: each call names its own client address.
const api = apiForThisFile({ trustedProxies: ['127.0.0.1'] });

const from = (client: number) => ({ headers: { [CLIENT_IP_HEADER]: `203.0.113.${client}` } });
const attempt = (email: string, password: string, client: number) => api.call(webUserLogin, { email, password }, from(client));

test('20 wrong passwords for one account from 20 addresses: 2000 five times, then 1103 (HTTP 429), the right password included', async () => {
  const codes: number[] = [];
  for (let client = 1; client <= 20; client += 1)
    codes.push((await attempt(DEMO_READER.email, 'Wrong-Password-1', client)).body.response_code);
  expect(codes).toEqual([...Array(5).fill(2000), ...Array(15).fill(1103)]);
  const locked = await attempt(DEMO_READER.email.toUpperCase(), DEMO_READER.password, 99);
  expect([locked.status, locked.body.response_code, locked.setCookie]).toEqual([429, 1103, undefined]);
  // Other readers and other calls are not affected.
  expect((await api.call(webTop, {}, from(1))).body.response_code).toBe(0);
});

test('an unknown email is throttled exactly like a real one (the answer tells nothing about who is registered)', async () => {
  const codes: number[] = [];
  for (let client = 1; client <= 8; client += 1)
    codes.push((await attempt('nobody.here@example.com', 'Wrong-Password-1', client)).body.response_code);
  expect(codes).toEqual([2000, 2000, 2000, 2000, 2000, 1103, 1103, 1103]);
});

test('the lock grows with each failure past the free ones, caps at 15 min, and a success clears the name', async () => {
  const throttle = memoryLoginThrottle();
  const at = (ms: number) => new Date(TEST_NOW.getTime() + ms);
  for (let failure = 0; failure < 5; failure += 1) await throttle.failed('a', at(0));
  expect(await throttle.lockedFor('a', at(0))).toBe(1000);
  await throttle.failed('a', at(1000));
  expect(await throttle.lockedFor('a', at(1000))).toBe(2000);
  await throttle.failed('a', at(3000));
  expect(await throttle.lockedFor('a', at(3000))).toBe(4000);
  for (let failure = 0; failure < 30; failure += 1) await throttle.failed('a', at(10_000));
  expect(await throttle.lockedFor('a', at(10_000))).toBe(15 * 60_000);
  expect(await throttle.lockedFor('b', at(10_000))).toBe(0);
  await throttle.succeeded('a');
  expect(await throttle.lockedFor('a', at(10_000))).toBe(0);
});

test('a locked name is told when to try again (Retry-After and the seconds in data), the same whether the account exists or not', async () => {
  const lockedAnswer = async (email: string) => {
    for (let client = 1; client <= 5; client += 1) await attempt(email, 'Wrong-Password-1', client);
    await attempt(email, 'Wrong-Password-1', 6); // the sixth failure: locked for 1 s, then 2 s
    return attempt(email, 'Wrong-Password-1', 7);
  };
  const registered = await lockedAnswer(ACCOUNT_FIXTURES.devices.email);
  const unknown = await lockedAnswer('nobody.at.all@example.com');
  for (const answer of [registered, unknown]) {
    expect([answer.status, answer.body.response_code]).toEqual([429, 1103]);
    expect(answer.headers.get('retry-after')).toBe('1');
    expect(answer.body.data).toEqual({ reason: LOGIN_LOCKED_REASON, retry_after_seconds: 1 });
  }
  expect(unknown.body).toEqual(registered.body);
});

test('two processes sharing Redis count one name together: 5 free failures in all, not 5 each', async () => {
  const one = redisLoginThrottle(TEST_REDIS_URL);
  const two = redisLoginThrottle(TEST_REDIS_URL);
  const name = `shared-${randomBytes(6).toString('hex')}@example.com`;
  try {
    const locks: number[] = [];
    for (let failure = 0; failure < 7; failure += 1) locks.push(await (failure % 2 === 0 ? one : two).failed(name, TEST_NOW));
    expect(locks).toEqual([0, 0, 0, 0, 1000, 2000, 4000]);
    expect(await one.lockedFor(name, TEST_NOW)).toBe(4000);
    await two.succeeded(name);
    expect(await one.lockedFor(name, TEST_NOW)).toBe(0);
  } finally {
    await one.close();
    await two.close();
  }
});

test('once the lock has passed the name may try again, and its next failure locks it for twice as long', async () => {
  const email = 'reader.again@example.com';
  for (let client = 1; client <= 5; client += 1) await attempt(email, 'Wrong-Password-1', client);
  expect((await attempt(email, 'Wrong-Password-1', 6)).body.response_code).toBe(1103);
  api.setNow(new Date(TEST_NOW.getTime() + 1500));
  expect((await attempt(email, 'Wrong-Password-1', 7)).body.response_code).toBe(2000);
  api.setNow(new Date(TEST_NOW.getTime() + 3000));
  expect((await attempt(email, 'Wrong-Password-1', 8)).body.response_code).toBe(1103);
  api.setNow(new Date(TEST_NOW.getTime() + 3600));
  expect((await attempt(email, 'Wrong-Password-1', 9)).body.response_code).toBe(2000);
});

test(`at most ${MAX_CONCURRENT_HASHES} password hashes run at once; the rest wait their turn and all finish`, async () => {
  let peak = 0;
  const watch = setInterval(() => {
    peak = Math.max(peak, hashLoad().running);
  }, 1);
  const hashes = Array.from({ length: 6 }, (_, index) => hashPassword(`password-${index}`));
  expect(hashLoad()).toEqual({ running: MAX_CONCURRENT_HASHES, waiting: 6 - MAX_CONCURRENT_HASHES });
  expect(new Set(await Promise.all(hashes)).size).toBe(6);
  clearInterval(watch);
  expect(peak).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES);
  expect(hashLoad()).toEqual({ running: 0, waiting: 0 });
});

test('a burst of 50 logins from one address waits behind nobody: past its few places it is told 1103 at once, and another reader logs in next', async () => {
  const BURST = 50;
  const longPassword = 'Aa1!'.repeat(32); // 128 characters
  const finished: string[] = [];
  const burst = Array.from({ length: BURST }, (_, index) =>
    attempt(`flood-${index}@unknown.example`, longPassword, 66).then((answer) => {
      finished.push(`flood ${answer.body.response_code}`);
      return answer;
    }),
  );
  // The reader asks once the burst is hashing (its calls parsed, the slots taken).
  while (hashLoad().running < MAX_CONCURRENT_HASHES) await new Promise((resolve) => setTimeout(resolve, 5));
  // The minor's account: the demo reader's name is locked by the tests above.
  const reader = await attempt(ACCOUNT_FIXTURES.minor.email, FIXTURE_PASSWORD, 67);
  finished.push('reader');
  const answers = await Promise.all(burst);

  expect(reader.body.response_code).toBe(0);
  // The busy code (docs/product-rules.md §8 1103), with a hint of when to come back, for all but the burst's places in line.
  const busy = answers.filter((answer) => answer.body.response_code === 1103);
  expect(busy.length).toBeGreaterThanOrEqual(BURST - 2 * (MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES_PER_CLIENT));
  expect(busy[0]?.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(new Set(answers.map((answer) => answer.body.response_code))).toEqual(new Set([2000, 1103]));
  // Answered before the reader: at most the burst's places (running and in line), never the whole
  // burst (before the bound, all 50 were hashed first). Its turn in line comes after one of the
  // burst's; the rest is what the other slot finishes while the reader's own call runs.
  const hashedBeforeReader = finished.slice(0, finished.indexOf('reader')).filter((entry) => entry === 'flood 2000').length;
  expect(hashedBeforeReader).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES_PER_CLIENT);
  expect(hashLoad()).toEqual({ running: 0, waiting: 0 });
}, 60_000);
