import { accountMailOptOut, accountProfileUpdate, getAccount, getAccountProfile } from '@ciao/shared/contracts';
import { createSession } from '../src/auth/sessions';
import { apiForThisFile } from './support/api-harness';
import { TEST_NOW } from './support/test-database';

jest.setTimeout(30_000);

const api = apiForThisFile();
let counter = 0;

/** A fresh reader (copied from the demo reader) with a session. */
async function newReader(): Promise<{ accountId: number; email: string; session: string }> {
  counter += 1;
  const email = `profile-${process.pid}-${counter}@example.com`;
  const [account] = await api.db.query<{ account_id: number }>(
    `insert into accounts (user_id, email, nickname, birthday, gender, password_hash, created_at)
     select $1, $2, 'まえのなまえ', birthday, 2, password_hash, $3 from accounts where email = 'reader@example.com'
     returning account_id`,
    [`profile-${process.pid}-${counter}`, email, TEST_NOW],
  );
  if (!account) throw new Error('test reader insert returned nothing');
  const { token } = await createSession(api.db, account.account_id, TEST_NOW, '127.0.0.1');
  return { accountId: account.account_id, email, session: token };
}

test('GET /account/profile shows the account and the mail opt-out (off until chosen)', async () => {
  const reader = await newReader();
  const result = await api.call(getAccountProfile, {}, { session: reader.session });
  expect(result.body.data).toMatchObject({ account: { email: reader.email, nickname: 'まえのなまえ', gender: 2 }, mail_opt_out: false });
  expect((await api.call(getAccountProfile, {})).body.response_code).toBe(2011);
});

test('POST /account/mail/optout stores the choice, idempotently, and it can be undone', async () => {
  const reader = await newReader();
  const first = await api.call(accountMailOptOut, { mail_opt_out: true }, { session: reader.session });
  const again = await api.call(accountMailOptOut, { mail_opt_out: true }, { session: reader.session });
  expect(first.body).toEqual({ response_code: 0, data: { code: 0, mail_opt_out: true } });
  expect(again.body).toEqual(first.body);
  expect((await api.call(getAccountProfile, {}, { session: reader.session })).body.data).toMatchObject({ mail_opt_out: true });
  await api.call(accountMailOptOut, { mail_opt_out: false }, { session: reader.session });
  expect((await api.call(getAccountProfile, {}, { session: reader.session })).body.data).toMatchObject({ mail_opt_out: false });
  expect((await api.call(accountMailOptOut, { mail_opt_out: true })).body.response_code).toBe(2011);
});

test('POST /account/profile changes nickname (normalised) and gender, not the birthday', async () => {
  const reader = await newReader();
  const [before] = await api.db.query<{ birthday: string }>('select birthday from accounts where account_id = $1', [reader.accountId]);
  const result = await api.call(accountProfileUpdate, { name: '  ＡＢＣまんが ', sex: 4 }, { session: reader.session });
  expect(result.body).toMatchObject({
    response_code: 0,
    data: { code: 0, account: { nickname: 'ABCまんが', gender: 4, birthday: before?.birthday } },
  });
  expect((await api.call(getAccount, {}, { session: reader.session })).body.data).toMatchObject({
    account: { nickname: 'ABCまんが', gender: 4 },
  });
  expect((await api.call(accountProfileUpdate, { name: 'x', sex: 5 }, { session: reader.session })).body.response_code).toBe(1001);
  expect((await api.call(accountProfileUpdate, { name: '   ', sex: 1 }, { session: reader.session })).body.response_code).toBe(1001);
  expect((await api.call(accountProfileUpdate, { name: 'x', sex: 1 })).body.response_code).toBe(2011);
});
