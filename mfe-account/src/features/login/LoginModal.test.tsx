import '../../i18n/register';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Outlet } from '@ciao/shared/router';
import { bus, sessionStore, type BusEventMap } from '@ciao/shared';
import { makeAccount } from '../../../../test-support/fixtures';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { deferredAnswer, stubApi } from '../../../../test-support/stub-api';
import { LoginModal } from './LoginModal';

const account = makeAccount();

function Shell() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Outlet />
      {open && <LoginModal onClose={() => setOpen(false)} />}
    </>
  );
}

function renderModal(path = '/title/00001', birthday?: string) {
  return renderWithProviders(<Shell />, {
    route: path,
    ...(birthday ? { session: { birthday } } : {}),
    outlet: [
      { path: '/', element: <p>トップページ</p> },
      { path: '/title/:titleId', element: <p>作品ページ</p> },
      { path: '/title/:titleId/episode/:episodeId', element: <p>エピソードページ</p> },
      { path: '/signup/pre', element: <p>会員登録</p> },
    ],
  });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText('メールアドレス'), email);
  await user.type(screen.getByLabelText('パスワード'), password);
}

test('opens as a labelled modal dialog with focus in the email field', () => {
  renderModal();
  const dialog = screen.getByRole('dialog', { name: 'ログイン' });
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(document.activeElement).toBe(screen.getByLabelText('メールアドレス'));
  expect(screen.getByText('8文字以上で入力してください')).toBeTruthy();
});

test('shows a required message for each empty field and makes no call', async () => {
  const stub = stubApi({});
  const { user } = renderModal();
  await user.click(screen.getByRole('button', { name: 'ログイン' }));
  expect(screen.getByText('メールアドレスを入力してください')).toBeTruthy();
  expect(screen.getByText('パスワードを入力してください')).toBeTruthy();
  expect(screen.getByLabelText('メールアドレス').getAttribute('aria-invalid')).toBe('true');

  await user.type(screen.getByLabelText('メールアドレス'), 'sakura@example.jp');
  await user.click(screen.getByRole('button', { name: 'ログイン' }));
  expect(screen.queryByText('メールアドレスを入力してください')).toBeNull();
  expect(screen.getByText('パスワードを入力してください')).toBeTruthy();
  expect(stub.calls).toEqual([]);
});

test('while the call is under way the button is disabled and nothing closes the modal', async () => {
  const answer = deferredAnswer();
  stubApi({ '/web/user/login': () => answer.promise });
  const { user } = renderModal();
  await fillIn(user, 'sakura@example.jp', 'password123');
  await user.click(screen.getByRole('button', { name: 'ログイン' }));

  const busyButton = screen.getByRole('button', { name: 'ログイン中…' });
  expect(busyButton).toHaveProperty('disabled', true);
  expect(screen.getByRole('button', { name: '閉じる' })).toHaveProperty('disabled', true);
  await user.keyboard('{Escape}');
  const dialog = screen.getByRole('dialog', { name: 'ログイン' });
  await user.click(dialog.parentElement as HTMLElement);
  expect(screen.getByRole('dialog', { name: 'ログイン' })).toBeTruthy();

  await act(async () => answer.resolve({ code: 2000, status: 403 }));
  expect(await screen.findByRole('button', { name: 'ログイン' })).toHaveProperty('disabled', false);
});

test('a wrong email or password shows the 2000 message and keeps what was typed', async () => {
  stubApi({ '/web/user/login': () => ({ code: 2000, status: 403 }) });
  const { user, router } = renderModal();
  await fillIn(user, 'sakura@example.jp', 'wrong-password');
  await user.click(screen.getByRole('button', { name: 'ログイン' }));

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe('メールアドレスまたはパスワードが正しくありません。');
  expect(screen.getByLabelText('パスワード')).toHaveProperty('value', 'wrong-password');
  expect(screen.getByLabelText('メールアドレス')).toHaveProperty('value', 'sakura@example.jp');
  expect(screen.getByRole('button', { name: 'ログイン' })).toHaveProperty('disabled', false);
  expect(sessionStore.getState().isLoggedIn).toBe(false);
  expect(router.state.location.pathname).toBe('/title/00001');
});

test('a name locked by wrong passwords (1103) is told in how many minutes to try again, with the password reset below', async () => {
  const locked = { reason: 'login_locked', retry_after_seconds: 125 };
  stubApi({ '/web/user/login': () => Response.json({ response_code: 1103, message: 'too many requests', data: locked }, { status: 429 }) });
  const { user } = renderModal();
  await fillIn(user, 'sakura@example.jp', 'wrong-password');
  await user.click(screen.getByRole('button', { name: 'ログイン' }));

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('3分後にもう一度お試しください');
  expect(screen.getByRole('link', { name: 'パスワードを忘れた方' })).toBeTruthy();
});

test('a successful login stores the account, announces it, closes and goes to the top page', async () => {
  let sentBody = new URLSearchParams();
  const stub = stubApi({
    '/web/user/login': (params) => {
      sentBody = params;
      return { data: { code: 0, account } };
    },
  });
  const heard: BusEventMap['auth:logged-in'][] = [];
  const off = bus.on('auth:logged-in', (payload) => heard.push(payload));
  const { user, router } = renderModal('/title/00001');
  await fillIn(user, ' sakura@example.jp ', 'password123');
  await user.click(screen.getByRole('button', { name: 'ログイン' }));

  expect(await screen.findByText('トップページ')).toBeTruthy();
  off();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(router.state.location.pathname).toBe('/');
  expect(sessionStore.getState().isLoggedIn).toBe(true);
  expect(sessionStore.getState().account).toEqual(account);
  expect(heard).toEqual([{ accountId: 7 }]);
  expect(stub.paths()).toEqual(['/web/user/login']);
  expect(sentBody.get('email')).toBe('sakura@example.jp');
  expect(sentBody.get('password')).toBe('password123');
});

test('a login on an episode page closes the modal and stays on the episode', async () => {
  stubApi({ '/web/user/login': () => ({ data: { code: 0, account } }) });
  const { user, router } = renderModal('/title/00001/episode/3');
  await fillIn(user, 'sakura@example.jp', 'password123');
  await user.click(screen.getByRole('button', { name: 'ログイン' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByText('エピソードページ')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/title/00001/episode/3');
  expect(sessionStore.getState().isLoggedIn).toBe(true);
});

test('a login on the top page reloads it in place', async () => {
  stubApi({ '/web/user/login': () => ({ data: { code: 0, account } }) });
  const { user, router } = renderModal('/');
  await fillIn(user, 'sakura@example.jp', 'password123');
  await user.click(screen.getByRole('button', { name: 'ログイン' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(router.state.location.pathname).toBe('/');
  expect(router.state.historyAction).toBe('REPLACE');
});

test('an incomplete terms agreement (2019) closes the modal and goes to top without logging in', async () => {
  stubApi({ '/web/user/login': () => ({ code: 2019, status: 403 }) });
  const { user, router } = renderModal('/title/00001');
  await fillIn(user, 'sakura@example.jp', 'password123');
  await user.click(screen.getByRole('button', { name: 'ログイン' }));

  expect(await screen.findByText('トップページ')).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(router.state.location.pathname).toBe('/');
  expect(sessionStore.getState().isLoggedIn).toBe(false);
});

test('Escape, the close button and a backdrop click each close the modal', async () => {
  const first = renderModal();
  await first.user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  first.router.dispose();

  renderModal();
  await userEvent.click(screen.getAllByRole('button', { name: '閉じる' })[0] as HTMLElement);
  expect(screen.queryByRole('dialog')).toBeNull();

  renderModal();
  const dialog = screen.getByRole('dialog', { name: 'ログイン' });
  await userEvent.click(dialog);
  expect(screen.getByRole('dialog')).toBeTruthy();
  await userEvent.click(dialog.parentElement as HTMLElement);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('the sign-up link closes the modal and goes to the start of sign-up', async () => {
  const { user, router } = renderModal();
  const link = screen.getByRole('link', { name: 'はじめての方は新規会員登録' });
  expect(link.getAttribute('href')).toBe('/signup/pre');
  await user.click(link);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(router.state.location.pathname).toBe('/signup/pre');
});

test.each([
  ['a minor', 14],
  ['a reader under 13', 10],
])('%s (by the birthday told at the age gate) sees the notice that login is impossible, and no form', async (_who, age) => {
  const stub = stubApi({});
  const { user } = renderModal('/title/00001', `${new Date().getFullYear() - age}-01`);
  const dialog = screen.getByRole('dialog', { name: 'ログイン' });
  expect(dialog.textContent).toContain('ログインできるのは16歳以上の方です。');
  expect(screen.queryByLabelText('メールアドレス')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'わかりました' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(stub.calls).toEqual([]);
});

test('a minor who has an account goes on from the notice to the form and logs in; the server decides by the account', async () => {
  const stub = stubApi({ '/web/user/login': () => ({ data: { code: 0, account } }) });
  const { user } = renderModal('/title/00001', `${new Date().getFullYear() - 14}-01`);
  expect(screen.getByRole('dialog', { name: 'ログイン' }).textContent).toContain('ログインできるのは16歳以上の方です。');
  await user.click(screen.getByRole('button', { name: 'アカウントを持っている方はこちら' }));
  await fillIn(user, 'minor@example.jp', 'Sakura-2026x');
  await user.click(screen.getByRole('button', { name: 'ログイン' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(sessionStore.getState().isLoggedIn).toBe(true);
  expect(stub.calls.map((call) => call.path)).toEqual(['/web/user/login']);
});

test('a login missing consents (2019 with data.missing) goes on to the consent step, then logs in by /web/user/agreements', async () => {
  let agreed = new URLSearchParams();
  const stub = stubApi({
    '/web/user/login': () =>
      Response.json(
        { response_code: 2019, message: 'x', data: { missing: ['terms_of_service_adult', 'privacy_policy'] } },
        { status: 403 },
      ),
    '/web/user/agreements': (params) => {
      agreed = params;
      return { data: { code: 0, account } };
    },
  });
  const { user, router } = renderModal('/title/00001');
  await fillIn(user, 'sakura@example.jp', 'password123');
  await user.click(screen.getByRole('button', { name: 'ログイン' }));

  const dialog = await screen.findByRole('dialog', { name: '規約への同意' });
  expect(dialog.textContent).toContain('つぎの内容を読んで同意してください');
  await user.click(screen.getByRole('button', { name: '同意してログイン' }));
  expect(screen.getByText('利用規約に同意してください')).toBeTruthy();
  expect(screen.getByText('プライバシーポリシーに同意してください')).toBeTruthy();
  expect(stub.paths()).toEqual(['/web/user/login']);

  await user.click(screen.getByRole('checkbox', { name: '利用規約' }));
  await user.click(screen.getByRole('checkbox', { name: 'プライバシーポリシー' }));
  await user.click(screen.getByRole('button', { name: '同意してログイン' }));

  expect(await screen.findByText('トップページ')).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(router.state.location.pathname).toBe('/');
  expect(agreed.get('email')).toBe('sakura@example.jp');
  expect(agreed.get('password')).toBe('password123');
  expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, account });
});
