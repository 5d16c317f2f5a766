import {
  getAccount,
  webUserEmailChange,
  webUserEmailChangeRequest,
  webUserLogin,
  webUserPasswordChange,
  webUserPasswordReset,
  webUserPasswordResetRequest,
} from '@ciao/shared/contracts';
import { createSession } from '../src/auth/sessions';
import { type Api, apiForThisFile } from './support/api-harness';
import { TEST_NOW } from './support/test-database';

// scrypt hashing (logins, password saves) is slow on a busy machine.
jest.setTimeout(60_000);

const api = apiForThisFile();

const OLD_PASSWORD = 'Comic-Reader-2026';
const NEW_PASSWORD = 'Fresh-Start-2027';
let counter = 0;

/** A fresh adult reader with the demo reader's password and consents, and one session. */
async function newReader(target: Api): Promise<{ accountId: number; email: string; session: string }> {
  counter += 1;
  const email = `credentials-${process.pid}-${counter}@example.com`;
  const [account] = await target.db.query<{ account_id: number }>(
    `insert into accounts (user_id, email, nickname, birthday, gender, password_hash, created_at,
                           terms_of_service_adult, terms_of_service_minor, privacy_policy)
     select $1, $2, 'パスワード', birthday, gender, password_hash, $3, terms_of_service_adult, terms_of_service_minor, privacy_policy
       from accounts where email = 'reader@example.com'
     returning account_id`,
    [`credentials-${process.pid}-${counter}`, email, TEST_NOW],
  );
  if (!account) throw new Error('test reader insert returned nothing');
  await target.db.query('insert into wallets (account_id) values ($1)', [account.account_id]);
  const { token } = await createSession(target.db, account.account_id, TEST_NOW, '127.0.0.1');
  return { accountId: account.account_id, email, session: token };
}

/** The newest mail to `email`, read from the outbox as a reader reads their mail. */
async function newestMail(email: string): Promise<{ subject: string; body: string; action_url: string } | undefined> {
  const [mail] = await api.db.query<{ subject: string; body: string; action_url: string }>(
    'select subject, body, action_url from mail_outbox where to_email = $1 order by mail_id desc limit 1',
    [email],
  );
  return mail;
}

async function mailedToken(email: string, page: string): Promise<string> {
  const mail = await newestMail(email);
  const url = mail ? new URL(mail.action_url, 'http://site.invalid') : null;
  const token = url?.pathname === page ? url.searchParams.get('token') : null;
  if (!token) throw new Error(`no ${page} mail to ${email}`);
  return token;
}

async function countMail(email: string): Promise<number> {
  const [row] = await api.db.query<{ count: number }>('select count(*)::int as count from mail_outbox where to_email = $1', [email]);
  return row?.count ?? 0;
}

const login = (email: string, password: string) => api.call(webUserLogin, { email, password });

describe('POST /web/user/password/reset/request', () => {
  test('mails a registered reader a single-use /password/reset link valid 24 hours', async () => {
    const reader = await newReader(api);
    const result = await api.call(webUserPasswordResetRequest, { email: reader.email.toUpperCase() });
    expect(result.body).toEqual({
      response_code: 0,
      data: { code: 0, expires_at: '2026-11-21T12:00:00', dev_outbox_url: '/api/dev/outbox' },
    });
    const mail = await newestMail(reader.email);
    expect(mail?.action_url).toMatch(/^\/password\/reset\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail?.body).toContain(mail?.action_url);
    expect(mail?.body).toContain('2026-11-21 12:00:00');
    const token = await mailedToken(reader.email, '/password/reset');
    const [stored] = await api.db.query<{ token_hash: string }>('select token_hash from password_resets where account_id = $1', [
      reader.accountId,
    ]);
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_hash).not.toContain(token);
  });

  test('an unknown email gets exactly the same answer, and no mail is stored for it', async () => {
    const reader = await newReader(api);
    const known = await api.call(webUserPasswordResetRequest, { email: reader.email });
    const unknown = await api.call(webUserPasswordResetRequest, { email: 'nobody-here@example.com' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.setCookie).toBeUndefined();
    expect(await countMail('nobody-here@example.com')).toBe(0);
  });

  test('a resigned account is sent nothing, with the same answer', async () => {
    const result = await api.call(webUserPasswordResetRequest, { email: 'resigned@example.com' });
    expect(result.body.response_code).toBe(0);
    expect(await countMail('resigned@example.com')).toBe(0);
  });

  test('not an email address answers 2005', async () => {
    expect((await api.call(webUserPasswordResetRequest, { email: 'not-an-address' })).body.response_code).toBe(2005);
  });

  test('a fourth request for one address within an hour answers 1103, known or unknown alike; an hour later it works again', async () => {
    const reader = await newReader(api);
    for (const email of [reader.email, 'limit-unknown@example.com']) {
      for (let request = 0; request < 3; request += 1) {
        expect((await api.call(webUserPasswordResetRequest, { email })).body.response_code).toBe(0);
      }
      const over = await api.call(webUserPasswordResetRequest, { email });
      expect(over.status).toBe(429);
      expect(over.body).toEqual({ response_code: 1103, message: 'too many requests' });
    }
    expect(await countMail(reader.email)).toBe(3);
    api.setNow(new Date(TEST_NOW.getTime() + 3_600_000 + 1000));
    expect((await api.call(webUserPasswordResetRequest, { email: reader.email })).body.response_code).toBe(0);
  });
});

describe('POST /web/user/password/reset', () => {
  test('saves the new password: login works with it and no longer with the old one; every session ends', async () => {
    const reader = await newReader(api);
    await api.call(webUserPasswordResetRequest, { email: reader.email });
    const token = await mailedToken(reader.email, '/password/reset');
    const result = await api.call(webUserPasswordReset, { token, password: NEW_PASSWORD });
    expect(result.body).toEqual({ response_code: 0, data: { code: 0 } });
    expect((await login(reader.email, OLD_PASSWORD)).body.response_code).toBe(2000);
    expect((await login(reader.email, NEW_PASSWORD)).body.response_code).toBe(0);
    const account = await api.call(getAccount, {}, { session: reader.session });
    expect(account.body.data).toEqual({ account: null });
  });

  test('the same link used again answers 2017 with reason used', async () => {
    const reader = await newReader(api);
    await api.call(webUserPasswordResetRequest, { email: reader.email });
    const token = await mailedToken(reader.email, '/password/reset');
    expect((await api.call(webUserPasswordReset, { token, password: NEW_PASSWORD })).body.response_code).toBe(0);
    const again = await api.call(webUserPasswordReset, { token, password: 'Another-Try-2028' });
    expect(again.body).toEqual({ response_code: 2017, message: 'the link was already used', data: { reason: 'used' } });
    expect((await login(reader.email, NEW_PASSWORD)).body.response_code).toBe(0);
  });

  test('a link 24 hours old answers 2017 with reason expired and changes nothing', async () => {
    const reader = await newReader(api);
    await api.call(webUserPasswordResetRequest, { email: reader.email });
    const token = await mailedToken(reader.email, '/password/reset');
    api.setNow(new Date(TEST_NOW.getTime() + 24 * 3_600_000));
    const late = await api.call(webUserPasswordReset, { token, password: NEW_PASSWORD });
    expect(late.body).toEqual({ response_code: 2017, message: 'the link has expired', data: { reason: 'expired' } });
    expect((await login(reader.email, OLD_PASSWORD)).body.response_code).toBe(0);
  });

  test('a newer mail replaces the older link (2017 used); an unknown token answers 1101, a malformed one 1001', async () => {
    const reader = await newReader(api);
    await api.call(webUserPasswordResetRequest, { email: reader.email });
    const first = await mailedToken(reader.email, '/password/reset');
    await api.call(webUserPasswordResetRequest, { email: reader.email });
    const second = await mailedToken(reader.email, '/password/reset');
    expect((await api.call(webUserPasswordReset, { token: first, password: NEW_PASSWORD })).body.response_code).toBe(2017);
    expect((await api.call(webUserPasswordReset, { token: second, password: NEW_PASSWORD })).body.response_code).toBe(0);
    expect((await api.call(webUserPasswordReset, { token: 'A'.repeat(43), password: NEW_PASSWORD })).body.response_code).toBe(1101);
    expect((await api.call(webUserPasswordReset, { token: 'short', password: NEW_PASSWORD })).body.response_code).toBe(1001);
  });

  test.each([
    ['Ab1-', 'short_or_too_long_characters'],
    ['abcdefghijkl', 'must_include_characters'],
    ['Pässword-2026', 'ignore_character'],
    ['Ab1-Ab1-A', 'invalid_registration_content'],
  ])('a weak password %s answers 2006 with reason %s and keeps the link usable', async (password, reason) => {
    const reader = await newReader(api);
    await api.call(webUserPasswordResetRequest, { email: reader.email });
    const token = await mailedToken(reader.email, '/password/reset');
    const weak = await api.call(webUserPasswordReset, { token, password });
    expect(weak.body.response_code).toBe(2006);
    expect(weak.body.data).toEqual({ reason });
    expect((await api.call(webUserPasswordReset, { token, password: NEW_PASSWORD })).body.response_code).toBe(0);
  });
});

describe('POST /web/user/password/change', () => {
  test('with the current password, saves the new one; this session stays, the others end', async () => {
    const reader = await newReader(api);
    const other = await createSession(api.db, reader.accountId, TEST_NOW, '127.0.0.2');
    const result = await api.call(
      webUserPasswordChange,
      { current_password: OLD_PASSWORD, password: NEW_PASSWORD },
      { session: reader.session },
    );
    expect(result.body).toEqual({ response_code: 0, data: { code: 0 } });
    expect((await api.call(getAccount, {}, { session: reader.session })).body.data).toMatchObject({ account: { email: reader.email } });
    expect((await api.call(getAccount, {}, { session: other.token })).body.data).toEqual({ account: null });
    expect((await login(reader.email, NEW_PASSWORD)).body.response_code).toBe(0);
  });

  test('a wrong current password answers 2000; a weak new one 2006 with its reason; logged out 2011', async () => {
    const reader = await newReader(api);
    const wrong = await api.call(
      webUserPasswordChange,
      { current_password: 'Wrong-Guess-2026', password: NEW_PASSWORD },
      { session: reader.session },
    );
    expect(wrong.body.response_code).toBe(2000);
    const weak = await api.call(
      webUserPasswordChange,
      { current_password: OLD_PASSWORD, password: 'abcdefghijkl' },
      { session: reader.session },
    );
    expect(weak.body).toMatchObject({ response_code: 2006, data: { reason: 'must_include_characters' } });
    expect((await api.call(webUserPasswordChange, { current_password: OLD_PASSWORD, password: NEW_PASSWORD })).body.response_code).toBe(
      2011,
    );
    expect((await login(reader.email, OLD_PASSWORD)).body.response_code).toBe(0);
  });
});

describe('email change', () => {
  test('the link mailed to the new address makes it the login email, once', async () => {
    const reader = await newReader(api);
    const newEmail = `changed-${reader.accountId}@example.com`;
    const request = await api.call(webUserEmailChangeRequest, { email: newEmail }, { session: reader.session });
    expect(request.body).toEqual({
      response_code: 0,
      data: { code: 0, expires_at: '2026-11-21T12:00:00', dev_outbox_url: '/api/dev/outbox' },
    });
    expect(await countMail(reader.email)).toBe(0);
    const token = await mailedToken(newEmail, '/email/save');
    // Until the link is opened nothing changes.
    expect((await login(reader.email, OLD_PASSWORD)).body.response_code).toBe(0);
    const confirm = await api.call(webUserEmailChange, { token });
    expect(confirm.body).toEqual({ response_code: 0, data: { code: 0, email: newEmail } });
    expect((await login(newEmail, OLD_PASSWORD)).body.response_code).toBe(0);
    expect((await login(reader.email, OLD_PASSWORD)).body.response_code).toBe(2000);
    const again = await api.call(webUserEmailChange, { token });
    expect(again.body).toMatchObject({ response_code: 2017, data: { reason: 'used' } });
  });

  test('an address that is an account answers 2008; not an address 2005; logged out 2011', async () => {
    const reader = await newReader(api);
    expect(
      (await api.call(webUserEmailChangeRequest, { email: 'reader@example.com' }, { session: reader.session })).body.response_code,
    ).toBe(2008);
    expect((await api.call(webUserEmailChangeRequest, { email: reader.email }, { session: reader.session })).body.response_code).toBe(2008);
    expect((await api.call(webUserEmailChangeRequest, { email: 'nope' }, { session: reader.session })).body.response_code).toBe(2005);
    expect((await api.call(webUserEmailChangeRequest, { email: 'free@example.com' })).body.response_code).toBe(2011);
  });

  test('a link 24 hours old answers 2017 expired; one whose address became an account meanwhile 2008', async () => {
    const reader = await newReader(api);
    const other = await newReader(api);
    await api.call(webUserEmailChangeRequest, { email: `late-${reader.accountId}@example.com` }, { session: reader.session });
    const lateToken = await mailedToken(`late-${reader.accountId}@example.com`, '/email/save');
    const contested = `contested-${reader.accountId}@example.com`;
    await api.call(webUserEmailChangeRequest, { email: contested }, { session: other.session });
    const otherToken = await mailedToken(contested, '/email/save');
    await api.db.query('update accounts set email = $2 where account_id = $1', [reader.accountId, contested]);
    expect((await api.call(webUserEmailChange, { token: otherToken })).body.response_code).toBe(2008);
    api.setNow(new Date(TEST_NOW.getTime() + 24 * 3_600_000));
    expect((await api.call(webUserEmailChange, { token: lateToken })).body).toMatchObject({
      response_code: 2017,
      data: { reason: 'expired' },
    });
  });
});

describe('development mail outbox', () => {
  test('a password-reset mail links to its site page, not to the sign-up confirmation', async () => {
    const reader = await newReader(api);
    await api.call(webUserPasswordResetRequest, { email: reader.email });
    const token = await mailedToken(reader.email, '/password/reset');
    const html = await (await fetch(`${api.app.listeningOrigin}/api/dev/outbox`)).text();
    expect(html).toContain(`href="/password/reset?token=${token}"`);
    expect(html).not.toContain(`/dev/confirm?token=${token}`);
  });
});
