import { networkInterfaces } from 'node:os';
import { CLIENT_IP_HEADER, getAccount, webUserLogin, webUserSignup, webUserSignupCookie } from '@ciao/shared/contracts';
import { ACCOUNT_FIXTURES } from '../src/seed/accounts/account-fixtures';
import { apiForThisFile, startApi, toWire } from './support/api-harness';
import { TEST_NOW } from './support/test-database';

const api = apiForThisFile();

const PASSWORD = 'Manga-Lover-77';
// TEST_NOW is 2026-11; these are 20, 14 and 12 years old then.
const adult = (email: string) => ({
  email,
  password: PASSWORD,
  birthday: '2006-05',
  name: 'まんがずき',
  sex: 2,
  agree_terms_of_service: true,
  agree_privacy_policy: true,
});

/** The token of the newest confirmation mail to `email`, read from the outbox as a reader reads their mail. */
async function mailedToken(email: string): Promise<string> {
  const [mail] = await api.db.query<{ action_url: string }>(
    'select action_url from mail_outbox where to_email = $1 order by mail_id desc limit 1',
    [email],
  );
  const token = mail ? new URL(mail.action_url, 'http://site.invalid').searchParams.get('token') : null;
  if (!token) throw new Error(`no confirmation mail to ${email}`);
  return token;
}

async function countRows(table: string, email: string): Promise<number> {
  const column = table === 'mail_outbox' ? 'to_email' : 'email';
  const [row] = await api.db.query<{ count: number }>(`select count(*)::int as count from ${table} where lower(${column}) = lower($1)`, [
    email,
  ]);
  return row?.count ?? 0;
}

describe('POST /web/user/signup', () => {
  test('stores a pending registration, mails a 24 h link, and creates no account yet', async () => {
    const result = await api.call(webUserSignup, adult('new.reader@example.com'));
    expect(result.body).toEqual({
      response_code: 0,
      data: { code: 0, expires_at: '2026-11-21T12:00:00', dev_outbox_url: '/api/dev/outbox' },
    });
    expect(await countRows('accounts', 'new.reader@example.com')).toBe(0);
    const [pending] = await api.db.query<{
      password_hash: string;
      terms_of_service_adult: number;
      privacy_policy: number;
      terms_of_service_minor: number | null;
    }>('select password_hash, terms_of_service_adult, privacy_policy, terms_of_service_minor from pending_registrations where email = $1', [
      'new.reader@example.com',
    ]);
    expect(pending).toMatchObject({ terms_of_service_adult: 1, privacy_policy: 1, terms_of_service_minor: null });
    expect(pending?.password_hash).toMatch(/^scrypt\$/);
    expect(pending?.password_hash).not.toContain(PASSWORD);
    const [mail] = await api.db.query<{ subject: string; body: string; action_url: string }>(
      'select subject, body, action_url from mail_outbox where to_email = $1',
      ['new.reader@example.com'],
    );
    expect(mail?.action_url).toMatch(/^\/signup\/welcome\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail?.body).toContain(mail?.action_url);
    expect(mail?.body).toContain('2026-11-21 12:00:00');
  });

  test('at most 3 confirmation mails per address an hour (then 1103), and none carries the nickname the sender chose', async () => {
    const victim = { ...adult('victim@example.com'), name: 'Visit evil.example now' };
    const codes: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) codes.push((await api.call(webUserSignup, victim)).body.response_code);
    expect(codes).toEqual([0, 0, 0, 1103, 1103]);
    const mails = await api.db.query<{ body: string; subject: string }>('select subject, body from mail_outbox where to_email = $1', [
      'victim@example.com',
    ]);
    expect(mails).toHaveLength(3);
    for (const mail of mails) expect(`${mail.subject}\n${mail.body}`).not.toContain('evil.example');
  });

  test('a 13-15 year old needs only the (minor) terms and records the minor version', async () => {
    const params = { ...adult('young.reader@example.com'), birthday: '2012-06', agree_privacy_policy: false };
    expect((await api.call(webUserSignup, params)).body.response_code).toBe(0);
    const [pending] = await api.db.query(
      'select terms_of_service_minor, terms_of_service_adult, privacy_policy from pending_registrations where email = $1',
      ['young.reader@example.com'],
    );
    expect(pending).toEqual({ terms_of_service_minor: 1, terms_of_service_adult: null, privacy_policy: null });
  });

  test('under 13 is refused with 1001 and reason age_under_13, storing nothing', async () => {
    const result = await api.call(webUserSignup, { ...adult('child@example.com'), birthday: '2014-01' });
    expect(result.body).toEqual({ response_code: 1001, message: 'under 13 cannot sign up', data: { reason: 'age_under_13' } });
    expect(await countRows('pending_registrations', 'child@example.com')).toBe(0);
    expect(await countRows('mail_outbox', 'child@example.com')).toBe(0);
  });

  test('a birthday in the future is under 13 too', async () => {
    const result = await api.call(webUserSignup, { ...adult('future@example.com'), birthday: '2030-01' });
    expect(result.body).toMatchObject({ response_code: 1001, data: { reason: 'age_under_13' } });
  });

  test.each([
    ['an adult without the terms', { agree_terms_of_service: false }, ['terms_of_service_adult']],
    ['an adult without the privacy policy', { agree_privacy_policy: undefined }, ['privacy_policy']],
    ['a minor without the minor terms', { birthday: '2011-01', agree_terms_of_service: undefined }, ['terms_of_service_minor']],
  ])('%s answers 2019 and stores nothing', async (_name, change, missing) => {
    const result = await api.call(webUserSignup, { ...adult('consent@example.com'), ...change });
    expect(result.body).toEqual({ response_code: 2019, message: 'Agreement to terms is incomplete', data: { missing } });
    expect(await countRows('pending_registrations', 'consent@example.com')).toBe(0);
  });

  test.each([
    ['Short1!', 'short_or_too_long_characters'],
    ['Short12!x', 'invalid_registration_content'],
    [`Aa1${'x'.repeat(62)}`, 'invalid_registration_content'],
    ['nouppercase12', 'must_include_characters'],
    ['Mangaあ-Lover-77', 'ignore_character'],
  ])('password %p answers 2006 with reason %p', async (password, reason) => {
    const result = await api.call(webUserSignup, { ...adult('password@example.com'), password });
    expect(result.body).toMatchObject({ response_code: 2006, data: { reason } });
    expect(await countRows('pending_registrations', 'password@example.com')).toBe(0);
  });

  test('the invalid-symbol and character-kind messages are the product rules’', async () => {
    const symbol = await api.call(webUserSignup, { ...adult('password@example.com'), password: 'Manga Lover 77' });
    expect(symbol.body.message).toBe('Your password contains an invalid symbol.');
    const kinds = await api.call(webUserSignup, { ...adult('password@example.com'), password: 'mangalover77' });
    expect(kinds.body.message).toBe(
      'Your password must include three of the following: An uppercase character, a lowercase character, a number, and a symbol.',
    );
  });

  test.each(['no-at-sign.example.com', 'two@@example.com', 'space in@example.com', 'nodot@localhost', 'trailing@example.'])(
    'email %p answers 2005',
    async (email) => {
      expect((await api.call(webUserSignup, adult(email))).body.response_code).toBe(2005);
    },
  );

  test('full-width email characters are converted to half-width (docs/product-rules.md §5)', async () => {
    expect((await api.call(webUserSignup, adult('ｚｅｎｋａｋｕ@example.com'))).body.response_code).toBe(0);
    expect(await countRows('pending_registrations', 'zenkaku@example.com')).toBe(1);
  });

  test('an email that belongs to an account answers 2008, whatever the case or the account state', async () => {
    expect((await api.call(webUserSignup, adult('Reader@Example.com'))).body.response_code).toBe(2008);
    expect((await api.call(webUserSignup, adult(ACCOUNT_FIXTURES.resigned.email))).body.response_code).toBe(2008);
  });

  test.each([
    ['a missing name', { name: undefined }],
    ['a blank name', { name: '   ' }],
    ['sex 5', { sex: 5 }],
    ['a birthday with a day', { birthday: '2000-01-01' }],
    ['month 13', { birthday: '2000-13' }],
    ['a missing email', { email: undefined }],
  ])('%s answers 1001', async (_name, change) => {
    const result = await api.callRaw('POST', webUserSignup.path, toWire({ ...adult('params@example.com'), ...change }));
    expect(result.body.response_code).toBe(1001);
    expect(await countRows('pending_registrations', 'params@example.com')).toBe(0);
  });
});

describe('GET /web/user/signup/cookie', () => {
  test('opening the link creates the account, signs the reader in and makes the password work', async () => {
    await api.call(webUserSignup, adult('complete@example.com'));
    const token = await mailedToken('complete@example.com');
    api.setNow(new Date(TEST_NOW.getTime() + 23 * 3_600_000));
    const result = await api.call(webUserSignupCookie, { token });
    expect(result.body.response_code).toBe(0);
    const data = webUserSignupCookie.response.parse(result.body.data);
    expect(data.account).toMatchObject({ email: 'complete@example.com', nickname: 'まんがずき', birthday: '2006-05', gender: 2 });
    expect(data.account.user_id).toMatch(/^ciao-[0-9a-f]{16}$/);
    expect(result.setCookie?.httpOnly).toBe(true);
    expect(result.setCookie?.sameSite).toBe('Lax');
    const me = getAccount.response.parse((await api.call(getAccount, {}, { session: result.setCookie?.value ?? '' })).body.data);
    expect(me.account?.account_id).toBe(data.account.account_id);
    expect((await api.call(webUserLogin, { email: 'complete@example.com', password: PASSWORD })).body.response_code).toBe(0);
    const [wallet] = await api.db.query('select paid_point, free_point, coin from wallets where account_id = $1', [
      data.account.account_id,
    ]);
    expect(wallet).toEqual({ paid_point: 0, free_point: 0, coin: 0 });
  });

  test('the same link opened again answers 2007 (already registered)', async () => {
    await api.call(webUserSignup, adult('twice@example.com'));
    const token = await mailedToken('twice@example.com');
    expect((await api.call(webUserSignupCookie, { token })).body.response_code).toBe(0);
    const again = await api.call(webUserSignupCookie, { token });
    expect(again.body.response_code).toBe(2007);
    expect(again.setCookie).toBeUndefined();
  });

  test('a link older than 24 hours answers 2017 and creates nothing; exactly 24 h is already too late', async () => {
    await api.call(webUserSignup, adult('late@example.com'));
    const token = await mailedToken('late@example.com');
    api.setNow(new Date(TEST_NOW.getTime() + 24 * 3_600_000));
    const result = await api.call(webUserSignupCookie, { token });
    expect(result.status).toBe(401);
    expect(result.body.response_code).toBe(2017);
    expect(await countRows('accounts', 'late@example.com')).toBe(0);
    api.setNow(new Date(TEST_NOW.getTime() + 24 * 3_600_000 - 1000));
    expect((await api.call(webUserSignupCookie, { token })).body.response_code).toBe(0);
  });

  test('an unknown token answers 1101; a malformed one 1001', async () => {
    expect((await api.call(webUserSignupCookie, { token: 'A'.repeat(43) })).body.response_code).toBe(1101);
    expect((await api.call(webUserSignupCookie, { token: "x' or '1'='1" })).body.response_code).toBe(1001);
  });

  test('signing up again replaces the earlier link: the old one answers 1101, the new one works', async () => {
    await api.call(webUserSignup, adult('again@example.com'));
    const first = await mailedToken('again@example.com');
    await api.call(webUserSignup, { ...adult('again@example.com'), name: 'にかいめ' });
    const second = await mailedToken('again@example.com');
    expect(second).not.toBe(first);
    expect((await api.call(webUserSignupCookie, { token: first })).body.response_code).toBe(1101);
    const data = webUserSignupCookie.response.parse((await api.call(webUserSignupCookie, { token: second })).body.data);
    expect(data.account.nickname).toBe('にかいめ');
  });

  test('a pending link whose email became an account meanwhile answers 2008', async () => {
    await api.call(webUserSignup, adult('race@example.com'));
    const token = await mailedToken('race@example.com');
    // A second pending registration of the same email, as two sign-ups racing would leave.
    await api.db.query(
      `insert into pending_registrations (email, password_hash, nickname, birthday, gender, token_hash, created_at, expires_at)
       select email, password_hash, nickname, birthday, gender, 'other-' || token_hash, created_at, expires_at from pending_registrations where email = $1`,
      ['race@example.com'],
    );
    await api.db.query(
      `insert into accounts (user_id, email, nickname, birthday, gender, password_hash) select 'ciao-race', email, nickname, birthday, gender, password_hash
         from pending_registrations where email = $1 limit 1`,
      ['race@example.com'],
    );
    expect((await api.call(webUserSignupCookie, { token })).body.response_code).toBe(2008);
  });
});

describe('development mail outbox (not production)', () => {
  const origin = () => api.app.listeningOrigin;

  test("GET /api/dev/outbox lists the sent mail with a link to the mail's own sign-up page, clearly marked as a development stand-in", async () => {
    await api.call(webUserSignup, adult('outbox@example.com'));
    const token = await mailedToken('outbox@example.com');
    const response = await fetch(`${origin()}/api/dev/outbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<title>開発用メール送信箱 / Development mail outbox</title>');
    expect(html).toContain('outbox@example.com');
    // The page completes the sign-up and sets the site's login flag (a shortcut on the server
    // left the flag unset, and the next page's login check logged the new reader out).
    expect(html).toContain(`<a href="/signup/welcome?token=${token}">このリンクで登録を完了する / Complete this sign-up</a>`);
    expect(html).not.toContain('/dev/confirm');
    expect((await fetch(`${origin()}/api/dev/confirm?token=${token}`, { redirect: 'manual' })).status).toBe(404);
    expect(await countRows('accounts', 'outbox@example.com')).toBe(0);
  });

  test('from a local proxy forwarding another client, the outbox answers 404 as if absent', async () => {
    await api.call(webUserSignup, adult('proxied@example.com'));
    const headers = { [CLIENT_IP_HEADER]: '203.0.113.9' };
    const outbox = await fetch(`${origin()}/api/dev/outbox`, { headers });
    expect(outbox.status).toBe(404);
    expect(await outbox.text()).not.toContain('proxied@example.com');
    // A proxy forwarding a loopback client (the one-port site opened on this machine) is served.
    expect((await fetch(`${origin()}/api/dev/outbox`, { headers: { [CLIENT_IP_HEADER]: '127.0.0.1' } })).status).toBe(200);
  });

  const lanAddress = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;
  (lanAddress ? test : test.skip)(
    'a peer that is not loopback gets 404 from the outbox, unless devOutboxPublic (DEV_OUTBOX_PUBLIC=1)',
    async () => {
      await api.call(webUserSignup, adult('remote.peer@example.com'));
      const closed = await startApi({}, lanAddress);
      const open = await startApi({ devOutboxPublic: true }, lanAddress);
      try {
        const outbox = await fetch(`${closed.app.listeningOrigin}/api/dev/outbox`);
        expect(outbox.status).toBe(404);
        expect(await outbox.json()).toMatchObject({ response_code: 1001 });
        // Even claiming to be loopback through the header: the peer decides.
        const forged = await fetch(`${closed.app.listeningOrigin}/api/dev/outbox`, { headers: { [CLIENT_IP_HEADER]: '127.0.0.1' } });
        expect(forged.status).toBe(404);
        expect((await fetch(`${open.app.listeningOrigin}/api/dev/outbox`)).status).toBe(200);
      } finally {
        await Promise.all([closed.close(), open.close()]);
      }
    },
  );

  test('production has no outbox page', async () => {
    const prod = await startApi({ isProd: true });
    try {
      const response = await fetch(`${prod.app.listeningOrigin}/api/dev/outbox`);
      expect(response.status).toBe(404);
      const signup = await prod.call(webUserSignup, adult('prod.reader@example.com'));
      expect(signup.body).toMatchObject({ response_code: 0, data: { code: 0 } });
      expect(signup.body).not.toHaveProperty('data.dev_outbox_url');
    } finally {
      await prod.close();
    }
  });
});
