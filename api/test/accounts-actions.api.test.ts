import { accountAccessLog, accountResign, getAccount, webUserLogin } from '@ciao/shared/contracts';
import { ACCOUNT_FIXTURES, FIXTURE_PASSWORD } from '../src/seed/accounts/account-fixtures';
import { apiForThisFile, loginDemoReader } from './support/api-harness';
import { TEST_NOW } from './support/test-database';

const api = apiForThisFile();

const DEMO_USER_ID = 'ciao-reader-0001';

describe('POST /account/accesslog', () => {
  test('records one access of the signed-in reader at the server’s clock', async () => {
    const session = await loginDemoReader(api);
    const result = await api.call(accountAccessLog, { user_id: DEMO_USER_ID }, { session });
    expect(result.body).toEqual({ response_code: 0, data: { code: 0, accessed_at: '2026-11-20T12:00:00' } });
    const rows = await api.db.query<{ accessed_at: Date }>(
      'select l.accessed_at from access_logs l join accounts a using (account_id) where a.user_id = $1',
      [DEMO_USER_ID],
    );
    expect(rows.map((row) => row.accessed_at.getTime())).toEqual([TEST_NOW.getTime()]);
  });

  test('another reader’s user_id answers 1001 and records nothing', async () => {
    const session = await loginDemoReader(api);
    const before = await api.db.query('select count(*)::int as count from access_logs');
    expect((await api.call(accountAccessLog, { user_id: ACCOUNT_FIXTURES.minor.user_id }, { session })).body.response_code).toBe(1001);
    expect(await api.db.query('select count(*)::int as count from access_logs')).toEqual(before);
  });

  test('a visitor answers 2011; a missing user_id 1001', async () => {
    expect((await api.call(accountAccessLog, { user_id: DEMO_USER_ID })).body.response_code).toBe(2011);
    const session = await loginDemoReader(api);
    expect((await api.callRaw('POST', accountAccessLog.path, { version: '6.0.0', platform: '3' }, { session })).body.response_code).toBe(
      1001,
    );
  });
});

describe('POST /account/resign', () => {
  test('is refused with 2009 { reason: subscription_active } while the magazine subscription is active', async () => {
    const session = await loginDemoReader(api);
    const result = await api.call(accountResign, { user_id: DEMO_USER_ID }, { session });
    expect(result.body).toEqual({
      response_code: 2009,
      message: 'cancel the magazine subscription before resigning',
      data: { reason: 'subscription_active' },
    });
    const [account] = await api.db.query('select status from accounts where user_id = $1', [DEMO_USER_ID]);
    expect(account).toEqual({ status: 'active' });
    expect((await api.call(getAccount, {}, { session })).body).toMatchObject({ data: { account: { user_id: DEMO_USER_ID } } });
  });

  test('another reader’s user_id answers 1001; a visitor 2011', async () => {
    const session = await loginDemoReader(api);
    expect((await api.call(accountResign, { user_id: ACCOUNT_FIXTURES.leaving.user_id }, { session })).body.response_code).toBe(1001);
    expect((await api.call(accountResign, { user_id: ACCOUNT_FIXTURES.leaving.user_id })).body.response_code).toBe(2011);
  });

  test('a cancelled subscription still in its paid period does not block; resigning ends every session and login then answers 2013', async () => {
    const login = () =>
      api.call(webUserLogin, { email: ACCOUNT_FIXTURES.leaving.email, password: FIXTURE_PASSWORD }, { headers: { 'user-agent': 'phone' } });
    const first = (await login()).setCookie?.value ?? '';
    const other =
      (await api.call(webUserLogin, { email: ACCOUNT_FIXTURES.leaving.email, password: FIXTURE_PASSWORD })).setCookie?.value ?? '';
    await api.db.query(
      `insert into subscriptions (account_id, is_subscribed, update_at, expires_at, unsubscribed_at, cancel_reason)
       select account_id, false, $2, $3, $2, 2 from accounts where user_id = $1`,
      [ACCOUNT_FIXTURES.leaving.user_id, TEST_NOW, new Date(TEST_NOW.getTime() + 10 * 86_400_000)],
    );
    const result = await api.call(accountResign, { user_id: ACCOUNT_FIXTURES.leaving.user_id }, { session: first });
    expect(result.body).toEqual({ response_code: 0, data: { code: 0 } });
    expect(result.setCookie?.value).toBe('');
    for (const session of [first, other]) {
      expect((await api.call(getAccount, {}, { session })).body).toEqual({ response_code: 0, data: { account: null } });
    }
    const [account] = await api.db.query<{ status: string; resigned_at: Date }>(
      'select status, resigned_at from accounts where user_id = $1',
      [ACCOUNT_FIXTURES.leaving.user_id],
    );
    expect(account).toEqual({ status: 'resigned', resigned_at: TEST_NOW });
    expect((await login()).body.response_code).toBe(2013);
  });
});

describe('cross-site POSTs (CSRF)', () => {
  test('a POST whose Origin is another site answers 1001 (HTTP 403) and does nothing', async () => {
    const session = await loginDemoReader(api);
    const before = await api.db.query('select count(*)::int as count from access_logs');
    const host = new URL(api.app.listeningOrigin).host;
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
      { 'sec-fetch-site': 'cross-site', origin: `http://${host}` },
    ];
    for (const headers of crossSite) {
      const result = await api.call(accountAccessLog, { user_id: DEMO_USER_ID }, { session, headers });
      expect([headers, result.status, result.body.response_code]).toEqual([headers, 403, 1001]);
    }
    expect(await api.db.query('select count(*)::int as count from access_logs')).toEqual(before);
  });

  test('a POST from the site itself (same host in Origin or Referer) goes through', async () => {
    const session = await loginDemoReader(api);
    const origin = api.app.listeningOrigin;
    const sameSite: Record<string, string>[] = [
      { origin },
      { referer: `${origin}/title/00101` },
      { origin, 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of sameSite) {
      expect((await api.call(accountAccessLog, { user_id: DEMO_USER_ID }, { session, headers })).body.response_code).toBe(0);
    }
  });

  test('a cross-site login is refused too, and GETs are never blocked', async () => {
    const login = await api.call(
      webUserLogin,
      { email: 'reader@example.com', password: 'Comic-Reader-2026' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(login.body.response_code).toBe(1001);
    expect(login.setCookie).toBeUndefined();
    expect((await api.call(getAccount, {}, { headers: { origin: 'https://evil.example' } })).body.response_code).toBe(0);
  });
});
