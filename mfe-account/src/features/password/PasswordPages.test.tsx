import '../../i18n/register';
import { configure, screen, waitFor } from '@testing-library/react';
import { bus, type AccountScreen } from '@ciao/shared';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi } from '../../../../test-support/stub-api';
import { AccountPages } from '../../exposes/AccountPages';

// Typing passwords character by character is slow on a busy machine.
jest.setTimeout(30_000);
// Answers come through the real client and the router: allow a loaded machine more than 1 s.
configure({ asyncUtilTimeout: 5000 });

const TOKEN = 'b'.repeat(43);

/** The password screens at their host paths, so a page's navigation lands on the next one. */
function renderAt(route: string) {
  const page = (screen: AccountScreen) => <AccountPages screen={screen} />;
  return renderWithProviders(null, {
    route,
    routes: [
      { path: '/password/prereset', element: page('password-prereset') },
      { path: '/password/prereset/send', element: page('password-prereset-sent') },
      { path: '/password/reset', element: page('password-reset') },
      { path: '/password/reset/done', element: page('password-reset-done') },
    ],
  });
}

function failure(code: number, data: unknown, status = 401) {
  return new Response(JSON.stringify({ response_code: code, message: 'failed', data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

test('pre-reset mails the link and says so without telling whether the address is registered', async () => {
  const stub = stubApi({
    '/web/user/password/reset/request': () => ({ data: { code: 0, expires_at: '2026-11-21T12:00:00', dev_outbox_url: '/api/dev/outbox' } }),
  });
  const { user } = renderAt('/password/prereset');
  expect(screen.getByRole('heading', { level: 1, name: 'パスワードを忘れたとき' })).toBeTruthy();
  await user.type(screen.getByLabelText('メールアドレス', { exact: false }), 'reader@example.com');
  await user.click(screen.getByRole('button', { name: '再設定のメールを送る' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'メールを確認してください' })).toBeTruthy();
  expect(stub.calls[0]?.params.get('email')).toBe('reader@example.com');
  expect(
    screen.getByText('reader@example.com が登録されたメールアドレスなら、パスワードを設定しなおすためのメールを送りました。'),
  ).toBeTruthy();
  expect(screen.getByText('メールのリンクは 2026.11.21 12:00 まで、1回だけ使えます。')).toBeTruthy();
  expect(screen.getByRole('link', { name: '開発用メール送信箱を開く' }).getAttribute('href')).toBe('/api/dev/outbox');
});

test('pre-reset checks the email before sending', async () => {
  const stub = stubApi({});
  const { user } = renderAt('/password/prereset');
  await user.type(screen.getByLabelText('メールアドレス', { exact: false }), 'not-an-address');
  await user.click(screen.getByRole('button', { name: '再設定のメールを送る' }));
  expect(await screen.findByText(/メールアドレスの形式/)).toBeTruthy();
  expect(stub.calls).toEqual([]);
});

test('reset: docs/product-rules.md §5 messages on the form, then the new password is saved and the done page offers the login', async () => {
  const stub = stubApi({ '/web/user/password/reset': () => ({ data: { code: 0 } }) });
  const { user } = renderAt(`/password/reset?token=${TOKEN}`);
  const password = screen.getByLabelText(/^新しいパスワード(?!（)/);
  const confirmation = screen.getByLabelText(/^新しいパスワード（確認のため、もう一度）/);
  await user.type(password, 'abcdefghijkl');
  await user.type(confirmation, 'abcdefghijkX');
  await user.click(screen.getByRole('button', { name: 'パスワードを設定する' }));
  expect(await screen.findByText(/英大文字・英小文字・数字・記号のうち3種類以上を含めてください/)).toBeTruthy();
  expect(screen.getByText(/パスワードが一致しません/)).toBeTruthy();
  expect(stub.calls).toEqual([]);

  await user.clear(password);
  await user.type(password, 'Fresh-Start-2027');
  await user.clear(confirmation);
  await user.type(confirmation, 'Fresh-Start-2027');
  await user.click(screen.getByRole('button', { name: 'パスワードを設定する' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'パスワードを設定しました' }, { timeout: 5000 })).toBeTruthy();
  expect(stub.calls[0]?.params.get('token')).toBe(TOKEN);
  expect(stub.calls[0]?.params.get('password')).toBe('Fresh-Start-2027');

  const heard: unknown[] = [];
  const off = bus.on('auth:open-login', (payload) => heard.push(payload));
  await user.click(screen.getByRole('button', { name: 'ログインする' }));
  off();
  expect(heard).toEqual([{}]);
});

test('a weak password the server refuses (2006) is explained beside the field', async () => {
  stubApi({ '/web/user/password/reset': () => failure(2006, { reason: 'ignore_character' }, 400) });
  const { user } = renderAt(`/password/reset?token=${TOKEN}`);
  await user.type(screen.getByLabelText(/^新しいパスワード(?!（)/), 'Fresh-Start-2027');
  await user.type(screen.getByLabelText(/^新しいパスワード（確認のため、もう一度）/), 'Fresh-Start-2027');
  await user.click(screen.getByRole('button', { name: 'パスワードを設定する' }));
  expect(await screen.findByText(/使えない記号/)).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1, name: '新しいパスワードを設定する' })).toBeTruthy();
});

test.each([
  [2017, { reason: 'used' }, 'このリンクはもう使われています'],
  [2017, { reason: 'expired' }, 'リンクの有効期限が切れています'],
  [1101, null, 'このリンクは使えません'],
])('a link answered %s %j gets its own page leading to a new mail', async (code, data, heading) => {
  stubApi({ '/web/user/password/reset': () => failure(code, data) });
  const { user } = renderAt(`/password/reset?token=${TOKEN}`);
  await user.type(screen.getByLabelText(/^新しいパスワード(?!（)/), 'Fresh-Start-2027');
  await user.type(screen.getByLabelText(/^新しいパスワード（確認のため、もう一度）/), 'Fresh-Start-2027');
  await user.click(screen.getByRole('button', { name: 'パスワードを設定する' }));
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  await user.click(screen.getByRole('link', { name: '再設定のメールをもう一度送る' }));
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'パスワードを忘れたとき' })).toBeTruthy());
});

test('a link without a well-formed token makes no call and leads to a new mail', () => {
  const stub = stubApi({});
  renderAt('/password/reset?token=short');
  expect(screen.getByRole('heading', { level: 1, name: 'このリンクは使えません' })).toBeTruthy();
  expect(screen.getByRole('link', { name: '再設定のメールをもう一度送る' }).getAttribute('href')).toBe('/password/prereset');
  expect(stub.calls).toEqual([]);
});
