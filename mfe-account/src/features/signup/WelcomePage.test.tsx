import '../../i18n/register';
import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { bus, sessionStore, type BusEventMap } from '@ciao/shared';
import { makeAccount } from '../../../../test-support/fixtures';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi } from '../../../../test-support/stub-api';
import { SignupPages } from './SignupPages';

const TOKEN = 'a'.repeat(43);
const account = makeAccount({ account_id: 31, nickname: 'ひまり' });

function renderWelcome(query = `?token=${TOKEN}`, session = {}) {
  return renderWithProviders(
    <StrictMode>
      <SignupPages screen="welcome" />
    </StrictMode>,
    { route: `/signup/welcome${query}`, session },
  );
}

test('opens the mailed link once, logs the reader in like a login, and welcomes them', async () => {
  const stub = stubApi({ '/web/user/signup/cookie': () => ({ data: { code: 0, account } }) });
  const heard: BusEventMap['auth:logged-in'][] = [];
  const off = bus.on('auth:logged-in', (payload) => heard.push(payload));
  renderWelcome();

  expect(await screen.findByRole('heading', { level: 1, name: 'ようこそ、ひまり さん！' })).toBeTruthy();
  off();
  expect(stub.paths()).toEqual(['/web/user/signup/cookie']);
  expect(stub.calls[0]?.params.get('token')).toBe(TOKEN);
  expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, account });
  expect(heard).toEqual([{ accountId: 31 }]);
  expect(screen.getByRole('link', { name: 'マンガを読みにいく' }).getAttribute('href')).toBe('/');
});

test('an expired link (2017) says so and offers to start again', async () => {
  stubApi({ '/web/user/signup/cookie': () => ({ code: 2017, status: 401 }) });
  renderWelcome();
  expect(await screen.findByRole('heading', { level: 1, name: 'リンクの有効期限が切れています' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'はじめから登録する' }).getAttribute('href')).toBe('/signup/pre');
  expect(sessionStore.getState().isLoggedIn).toBe(false);
});

test('a link already used (2007) asks the reader to log in', async () => {
  stubApi({ '/web/user/signup/cookie': () => ({ code: 2007, status: 403 }) });
  const heard: unknown[] = [];
  const off = bus.on('auth:open-login', (payload) => heard.push(payload));
  const { user } = renderWelcome();
  expect(await screen.findByRole('heading', { level: 1, name: '登録はもう完了しています' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'ログインする' }));
  off();
  expect(heard).toEqual([{}]);
});

test('an unknown or replaced link (1101) cannot be used and offers to start again', async () => {
  stubApi({ '/web/user/signup/cookie': () => ({ code: 1101, status: 401 }) });
  renderWelcome();
  expect(await screen.findByRole('heading', { level: 1, name: 'このリンクは使えません' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'はじめから登録する' })).toBeTruthy();
});

test('a link without a well-formed token makes no call', () => {
  const stub = stubApi({});
  renderWelcome('?token=short');
  expect(screen.getByRole('heading', { level: 1, name: 'このリンクは使えません' })).toBeTruthy();
  expect(stub.calls).toEqual([]);
});

test('the mail-sent page opened without the form still explains the next step', () => {
  renderWithProviders(<SignupPages screen="mail-sent" />, { route: '/email/presave/send' });
  expect(screen.getByRole('heading', { level: 1, name: 'メールを送りました' })).toBeTruthy();
  expect(screen.getByText('登録を完了するためのメールを送りました。')).toBeTruthy();
  expect(screen.queryByRole('link', { name: '開発用メール送信箱を開く' })).toBeNull();
});
