import { getAccount, webUserAgreements, webUserLogin, webUserLogout, webUserTerms } from '@ciao/shared/contracts';
import { ACCOUNT_FIXTURES, FIXTURE_PASSWORD } from '../src/seed/accounts/account-fixtures';
import { apiForThisFile } from './support/api-harness';

const api = apiForThisFile();

const login = (email: string, headers: Record<string, string> = {}) =>
  api.call(webUserLogin, { email, password: FIXTURE_PASSWORD }, { headers });

async function consentsOf(email: string) {
  const [row] = await api.db.query('select terms_of_service_adult, terms_of_service_minor, privacy_policy from accounts where email = $1', [
    email,
  ]);
  return row;
}

describe('login answers the account state (docs/product-rules.md §6 and §8)', () => {
  test.each([
    [ACCOUNT_FIXTURES.notActive.email, 2001],
    [ACCOUNT_FIXTURES.unregistered.email, 2012],
    [ACCOUNT_FIXTURES.resigned.email, 2013],
    [ACCOUNT_FIXTURES.banned.email, 2014],
    [ACCOUNT_FIXTURES.emailResigned.email, 2015],
  ])('%s answers %i and gets no cookie', async (email, code) => {
    const result = await login(email);
    expect(result.status).toBe(403);
    expect(result.body.response_code).toBe(code);
    expect(result.setCookie).toBeUndefined();
  });

  test('a wrong password on a banned account answers 2000: the state is told only to its owner', async () => {
    const result = await api.call(webUserLogin, { email: ACCOUNT_FIXTURES.banned.email, password: 'Wrong-Password-1' });
    expect(result.body.response_code).toBe(2000);
  });

  test('a session of an account banned later stops working', async () => {
    const session = (await login(ACCOUNT_FIXTURES.leaving.email)).setCookie?.value ?? '';
    expect(getAccount.response.parse((await api.call(getAccount, {}, { session })).body.data).account).not.toBeNull();
    await api.db.query(`update accounts set status = 'banned' where email = $1`, [ACCOUNT_FIXTURES.leaving.email]);
    try {
      expect((await api.call(getAccount, {}, { session })).body).toEqual({ response_code: 0, data: { account: null } });
    } finally {
      await api.db.query(`update accounts set status = 'active' where email = $1`, [ACCOUNT_FIXTURES.leaving.email]);
    }
  });

  test('a minor with the minor terms logs in', async () => {
    const result = await login(ACCOUNT_FIXTURES.minor.email);
    expect(result.body.response_code).toBe(0);
    expect(webUserLogin.response.parse(result.body.data).account.user_id).toBe('ciao-minor-0001');
  });
});

describe('consents (docs/product-rules.md §4 and §6)', () => {
  test('an adult without consents gets 2019 at login, listing what is missing, and no cookie', async () => {
    const result = await login(ACCOUNT_FIXTURES.needsTerms.email);
    expect(result.body).toEqual({
      response_code: 2019,
      message: 'Agreement to terms is incomplete',
      data: { missing: ['terms_of_service_adult', 'privacy_policy'] },
    });
    expect(result.setCookie).toBeUndefined();
  });

  test('consent to an older version than the current one does not count', async () => {
    await api.db.query('update accounts set terms_of_service_minor = 0 where email = $1', [ACCOUNT_FIXTURES.minor.email]);
    try {
      expect((await login(ACCOUNT_FIXTURES.minor.email)).body).toMatchObject({
        response_code: 2019,
        data: { missing: ['terms_of_service_minor'] },
      });
    } finally {
      await api.db.query('update accounts set terms_of_service_minor = 1 where email = $1', [ACCOUNT_FIXTURES.minor.email]);
    }
  });

  test('/web/user/terms alone is not enough for an adult (privacy policy missing): 2019, nothing recorded', async () => {
    const result = await api.call(webUserTerms, { email: ACCOUNT_FIXTURES.needsTerms.email, password: FIXTURE_PASSWORD });
    expect(result.body).toMatchObject({ response_code: 2019, data: { missing: ['privacy_policy'] } });
    expect(await consentsOf(ACCOUNT_FIXTURES.needsTerms.email)).toEqual({
      terms_of_service_adult: null,
      terms_of_service_minor: null,
      privacy_policy: null,
    });
  });

  test('/web/user/terms records a minor’s terms and logs them in; login works afterwards', async () => {
    const result = await api.call(webUserTerms, {
      email: ACCOUNT_FIXTURES.minorNeedsTerms.email,
      password: FIXTURE_PASSWORD,
      terms_of_service_minor: 1,
    });
    expect(result.body.response_code).toBe(0);
    expect(result.setCookie?.httpOnly).toBe(true);
    expect(webUserTerms.response.parse(result.body.data).account.email).toBe(ACCOUNT_FIXTURES.minorNeedsTerms.email);
    expect(await consentsOf(ACCOUNT_FIXTURES.minorNeedsTerms.email)).toEqual({
      terms_of_service_adult: null,
      terms_of_service_minor: 1,
      privacy_policy: null,
    });
    expect((await login(ACCOUNT_FIXTURES.minorNeedsTerms.email)).body.response_code).toBe(0);
  });

  test.each([0, 2])('/web/user/agreements with version %i (none such) answers 1001 and records nothing', async (version) => {
    const result = await api.call(webUserAgreements, {
      email: ACCOUNT_FIXTURES.needsTerms.email,
      password: FIXTURE_PASSWORD,
      privacy_policy: 1,
      terms_of_service_adult: version,
    });
    expect(result.body.response_code).toBe(1001);
    expect(await consentsOf(ACCOUNT_FIXTURES.needsTerms.email)).toEqual({
      terms_of_service_adult: null,
      terms_of_service_minor: null,
      privacy_policy: null,
    });
  });

  test('/web/user/agreements with a wrong password answers 2000 and records nothing', async () => {
    const result = await api.call(webUserAgreements, { email: ACCOUNT_FIXTURES.needsTerms.email, password: 'Wrong-Password-1' });
    expect(result.body.response_code).toBe(2000);
    expect((await consentsOf(ACCOUNT_FIXTURES.needsTerms.email))?.terms_of_service_adult).toBeNull();
  });

  test('/web/user/agreements of a banned account answers 2014', async () => {
    expect(
      (await api.call(webUserAgreements, { email: ACCOUNT_FIXTURES.banned.email, password: FIXTURE_PASSWORD })).body.response_code,
    ).toBe(2014);
  });

  test('/web/user/agreements records an adult’s terms and privacy policy (current versions) and logs in', async () => {
    const result = await api.call(webUserAgreements, { email: ACCOUNT_FIXTURES.needsTerms.email, password: FIXTURE_PASSWORD });
    expect(result.body.response_code).toBe(0);
    expect(result.setCookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await consentsOf(ACCOUNT_FIXTURES.needsTerms.email)).toEqual({
      terms_of_service_adult: 1,
      terms_of_service_minor: null,
      privacy_policy: 1,
    });
    expect((await login(ACCOUNT_FIXTURES.needsTerms.email)).body.response_code).toBe(0);
  });

  test('terms and agreements without email or password answer 1001', async () => {
    for (const endpoint of [webUserTerms, webUserAgreements]) {
      const result = await api.callRaw('POST', endpoint.path, {
        version: '6.0.0',
        platform: '3',
        email: ACCOUNT_FIXTURES.needsTerms.email,
      });
      expect([endpoint.path, result.body.response_code]).toEqual([endpoint.path, 1001]);
    }
  });
});

describe('device connection limit (docs/product-rules.md §6: 5 devices)', () => {
  const device = (n: number) => ({ 'user-agent': `DeviceTest/${n}` });

  test('a sixth device answers 2003; the same device logging in again does not take a place; logging out frees one', async () => {
    const sessions: string[] = [];
    for (let n = 1; n <= 5; n += 1) {
      const result = await login(ACCOUNT_FIXTURES.devices.email, device(n));
      expect(result.body.response_code).toBe(0);
      sessions.push(result.setCookie?.value ?? '');
    }
    const sixth = await login(ACCOUNT_FIXTURES.devices.email, device(6));
    expect(sixth.body.response_code).toBe(2003);
    expect(sixth.setCookie).toBeUndefined();
    expect((await login(ACCOUNT_FIXTURES.devices.email, device(3))).body.response_code).toBe(0);

    const logout = await api.call(
      webUserLogout,
      { target_user_id: ACCOUNT_FIXTURES.devices.user_id },
      { session: sessions[0] ?? '', headers: device(1) },
    );
    expect(logout.body.response_code).toBe(0);
    expect((await login(ACCOUNT_FIXTURES.devices.email, device(6))).body.response_code).toBe(0);
  });

  test('ten parallel logins from ten devices never open more than five devices', async () => {
    await api.db.query('delete from sessions where account_id = (select account_id from accounts where email = $1)', [
      ACCOUNT_FIXTURES.devices.email,
    ]);
    const results = await Promise.all(Array.from({ length: 10 }, (_, n) => login(ACCOUNT_FIXTURES.devices.email, device(100 + n))));
    const codes = results.map((result) => result.body.response_code);
    expect(codes.filter((code) => code === 0)).toHaveLength(5);
    expect(codes.filter((code) => code === 2003)).toHaveLength(5);
  });
});
