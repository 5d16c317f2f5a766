import { getAccount, getAccountPoint, getAccountSubscription, webUserLogin, webUserLogout } from '@ciao/shared/contracts';
import { hashToken } from '../src/auth/sessions';
import { apiForThisFile, loginDemoReader, SESSION_COOKIE } from './support/api-harness';
import { TEST_NOW } from './support/test-database';

const api = apiForThisFile();

test('a wrong password answers 2000 and sets no cookie', async () => {
  const result = await api.call(webUserLogin, { email: 'reader@example.com', password: 'Comic-Reader-2025' });
  expect(result.status).toBe(403);
  expect(result.body.response_code).toBe(2000);
  expect(result.setCookie).toBeUndefined();
});

test('an unknown email answers the same 2000', async () => {
  const result = await api.call(webUserLogin, { email: 'nobody@example.com', password: 'Comic-Reader-2026' });
  expect(result.body.response_code).toBe(2000);
});

test('login without a password answers 1001', async () => {
  const result = await api.callRaw('POST', webUserLogin.path, { version: '6.0.0', platform: '3', email: 'reader@example.com' });
  expect(result.body.response_code).toBe(1001);
});

test('login sets an httpOnly, SameSite=Lax session cookie and answers code 0 with the account', async () => {
  const result = await api.call(webUserLogin, { email: 'Reader@Example.com', password: 'Comic-Reader-2026' });
  expect(result.status).toBe(200);
  const data = webUserLogin.response.parse(result.body.data);
  expect(data.code).toBe(0);
  expect(data.account).toMatchObject({ email: 'reader@example.com', user_id: 'ciao-reader-0001', birthday: '1990-04', nickname: 'よみこ' });
  const cookie = result.setCookie;
  expect(cookie?.name).toBe(SESSION_COOKIE);
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');
  expect(cookie?.secure).toBe(false);
  expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(cookie?.expires?.getTime()).toBeGreaterThan(TEST_NOW.getTime());
  // Only the token's hash is stored.
  const stored = await api.db.query<{ token_hash: string }>('select token_hash from sessions');
  expect(stored.map((row) => row.token_hash)).toContain(hashToken(cookie?.value ?? ''));
  expect(stored.map((row) => row.token_hash)).not.toContain(cookie?.value);
});

test('login -> /account shows the reader -> logout -> /account is null and the old cookie is dead', async () => {
  const session = await loginDemoReader(api);
  const before = getAccount.response.parse((await api.call(getAccount, {}, { session })).body.data);
  expect(before.account?.email).toBe('reader@example.com');

  const logout = await api.call(webUserLogout, { target_user_id: 'ciao-reader-0001' }, { session });
  expect(logout.body).toEqual({ response_code: 0, data: { code: 0 } });
  expect(logout.setCookie?.value).toBe('');
  expect(logout.setCookie?.expires?.getTime()).toBe(0);

  const after = await api.call(getAccount, {}, { session });
  expect(after.body).toEqual({ response_code: 0, data: { account: null } });
  expect((await api.call(getAccountPoint, {}, { session })).body.response_code).toBe(2011);
});

test('GET /account answers null for a visitor and for a made-up cookie', async () => {
  expect((await api.call(getAccount, {})).body).toEqual({ response_code: 0, data: { account: null } });
  expect((await api.call(getAccount, {}, { session: 'forged-token' })).body).toEqual({ response_code: 0, data: { account: null } });
});

test('logout of another user id answers 1001 and keeps the session', async () => {
  const session = await loginDemoReader(api);
  const result = await api.call(webUserLogout, { target_user_id: 'someone-else' }, { session });
  expect(result.body.response_code).toBe(1001);
  const account = getAccount.response.parse((await api.call(getAccount, {}, { session })).body.data);
  expect(account.account?.user_id).toBe('ciao-reader-0001');
});

test('auth-required calls answer 2011 (HTTP 401) for a visitor', async () => {
  for (const [endpoint, params] of [
    [getAccountPoint, {}],
    [getAccountSubscription, {}],
    [webUserLogout, { target_user_id: 'ciao-reader-0001' }],
  ] as const) {
    const result = await api.call(endpoint, params);
    expect([endpoint.path, result.status, result.body.response_code]).toEqual([endpoint.path, 401, 2011]);
  }
});

test('a session past its expiry is not a login', async () => {
  const session = await loginDemoReader(api);
  api.setNow(new Date(TEST_NOW.getTime() + 31 * 86_400_000));
  try {
    expect((await api.call(getAccount, {}, { session })).body).toEqual({ response_code: 0, data: { account: null } });
  } finally {
    api.setNow(TEST_NOW);
  }
});

test('GET /account/point answers the balances from the database', async () => {
  const session = await loginDemoReader(api);
  const result = await api.call(getAccountPoint, {}, { session });
  expect(result.body).toEqual({ response_code: 0, data: { point: { paid_point: 500, free_point: 200, total: 700 }, coin: 1200 } });
  await api.db.query(
    'update wallets set free_point = free_point + 5 where account_id = (select account_id from accounts where email = $1)',
    ['reader@example.com'],
  );
  const changed = getAccountPoint.response.parse((await api.call(getAccountPoint, {}, { session })).body.data);
  expect(changed.point).toEqual({ paid_point: 500, free_point: 205, total: 705 });
});

test('GET /account/subscription answers the reader’s subscription, valid until it expires', async () => {
  const session = await loginDemoReader(api);
  const data = getAccountSubscription.response.parse((await api.call(getAccountSubscription, {}, { session })).body.data);
  expect(data.subscription).toMatchObject({ is_subscribed: true, is_valid: true, unsubscribed_at: null, cancel_reason: null });
  expect(data.subscription?.expires_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  await api.db.query('delete from subscriptions');
  // Never subscribed: null (the optional `plan` still describes plan ciao1, tested in account-subscription-plan).
  expect((await api.call(getAccountSubscription, {}, { session })).body).toMatchObject({ response_code: 0, data: { subscription: null } });
});
