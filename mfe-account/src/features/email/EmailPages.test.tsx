import '../../i18n/register';
import { configure, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { sessionStore } from '@ciao/shared';
import { makeAccount } from '../../../../test-support/fixtures';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi } from '../../../../test-support/stub-api';
import { AccountPages } from '../../exposes/AccountPages';
import { MyPages } from '../../exposes/MyPages';

jest.setTimeout(30_000);
// Answers come through the real client and the router: allow a loaded machine more than 1 s.
configure({ asyncUtilTimeout: 5000 });

const account = makeAccount({ email: 'old@example.jp' });
const TOKEN = 'c'.repeat(43);

function failure(code: number, data: unknown = null) {
  return new Response(JSON.stringify({ response_code: code, message: 'failed', data }), {
    status: 400,
    headers: { 'content-type': 'application/json' },
  });
}

test('email change mails the new address and says until when the link works', async () => {
  const stub = stubApi({
    '/web/user/email/change/request': () => ({ data: { code: 0, expires_at: '2026-11-21T12:00:00', dev_outbox_url: '/api/dev/outbox' } }),
  });
  const { user } = renderWithProviders(<MyPages screen="email-change" />, { session: { isLoggedIn: true, account } });
  expect(screen.getByText('いまのメールアドレス：old@example.jp')).toBeTruthy();
  await user.type(screen.getByLabelText(/^新しいメールアドレス/), 'new@example.jp');
  await user.click(screen.getByRole('button', { name: '確認のメールを送る' }));
  expect(await screen.findByText('new@example.jp に確認のメールを送りました。')).toBeTruthy();
  expect(screen.getByText('メールの中のリンクを 2026.11.21 12:00 までに開くと、変更が完了します（1回だけ使えます）。')).toBeTruthy();
  expect(stub.calls[0]?.params.get('email')).toBe('new@example.jp');
});

test('an address already in use (2008) is explained beside the field', async () => {
  stubApi({ '/web/user/email/change/request': () => failure(2008) });
  const { user } = renderWithProviders(<MyPages screen="email-change" />, { session: { isLoggedIn: true, account } });
  await user.type(screen.getByLabelText(/^新しいメールアドレス/), 'taken@example.jp');
  await user.click(screen.getByRole('button', { name: '確認のメールを送る' }));
  expect(await screen.findByText('このメールアドレスは、もう使われています。')).toBeTruthy();
});

test('the mailed link saves the address once and the session learns it', async () => {
  const stub = stubApi({ '/web/user/email/change': () => ({ data: { code: 0, email: 'new@example.jp' } }) });
  renderWithProviders(
    <StrictMode>
      <AccountPages screen="email-save" />
    </StrictMode>,
    { route: `/email/save?token=${TOKEN}`, session: { isLoggedIn: true, account } },
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'メールアドレスを変更しました' })).toBeTruthy();
  expect(stub.paths()).toEqual(['/web/user/email/change']);
  expect(sessionStore.getState().account?.email).toBe('new@example.jp');
});

test.each([
  [2017, { reason: 'used' }, 'このリンクはもう使われています'],
  [2017, { reason: 'expired' }, 'リンクの有効期限が切れています'],
  [2008, null, 'このメールアドレスは使えません'],
  [1101, null, 'このリンクは使えません'],
])('a link answered %s %j gets its own page', async (code, data, heading) => {
  stubApi({ '/web/user/email/change': () => failure(code, data) });
  renderWithProviders(<AccountPages screen="email-save" />, {
    route: `/email/save?token=${TOKEN}`,
    session: { isLoggedIn: true, account },
  });
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'もう一度お申し込みする' }).getAttribute('href')).toBe('/my/setting/email');
});
