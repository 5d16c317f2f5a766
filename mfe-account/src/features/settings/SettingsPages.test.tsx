import '../../i18n/register';
import { configure, screen, waitFor } from '@testing-library/react';
import { i18n, sessionStore, type MyPageScreen } from '@ciao/shared';
import { makeAccount } from '../../../../test-support/fixtures';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi } from '../../../../test-support/stub-api';
import { MyPages } from '../../exposes/MyPages';

jest.setTimeout(30_000);
// Answers come through the real client and the router: allow a loaded machine more than 1 s.
configure({ asyncUtilTimeout: 5000 });

const account = makeAccount({ nickname: 'ひまり', gender: 2, birthday: '2004-07', email: 'himari@example.jp' });

function renderScreen(screenName: MyPageScreen, route: string) {
  return renderWithProviders(<MyPages screen={screenName} />, { route, session: { isLoggedIn: true, account } });
}

test('settings shows the profile, saves nickname and gender, and links every setting screen', async () => {
  const stub = stubApi({
    '/account/profile': (params, request) =>
      request.method === 'POST'
        ? { data: { code: 0, account: { ...account, nickname: params.get('name'), gender: Number(params.get('sex')) } } }
        : { data: { account, mail_opt_out: false } },
  });
  const { user } = renderScreen('setting', '/my/setting');
  expect(screen.getByRole('heading', { level: 1, name: '設定' })).toBeTruthy();
  const nickname = await screen.findByLabelText(/^ニックネーム/);
  expect((nickname as HTMLInputElement).value).toBe('ひまり');
  expect(screen.getByText('生年月日：2004年7月（変更できません）')).toBeTruthy();
  expect(screen.getByText('ログイン用メールアドレス：himari@example.jp')).toBeTruthy();

  await user.clear(nickname);
  await user.type(nickname, 'ひまわり');
  await user.selectOptions(screen.getByLabelText(/^性別/), '4');
  await user.click(screen.getByRole('button', { name: '保存する' }));
  await waitFor(() => expect(sessionStore.getState().account?.nickname).toBe('ひまわり'));
  const post = stub.calls.find((call) => call.method === 'POST');
  expect(post?.params.get('name')).toBe('ひまわり');
  expect(post?.params.get('sex')).toBe('4');
  expect(sessionStore.getState().account?.gender).toBe(4);

  const menu = screen.getByRole('navigation', { name: '設定のメニュー' });
  const links = [...menu.querySelectorAll('a')].map((link) => link.getAttribute('href'));
  expect(links).toEqual(['/my/setting/password', '/my/setting/email', '/my/setting/optOut', '/my/setting/ticket']);
  expect(screen.getByRole('link', { name: '退会する' }).getAttribute('href')).toBe('/resign');
});

test('the language buttons switch the whole site and say which one is on', async () => {
  stubApi({ '/account/profile': () => ({ data: { account, mail_opt_out: false } }) });
  const { user } = renderScreen('setting', '/my/setting');
  expect(screen.getByRole('button', { name: '日本語' }).getAttribute('aria-pressed')).toBe('true');
  await user.click(screen.getByRole('button', { name: 'English' }));
  expect(i18n.language).toBe('en');
  expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
  expect(localStorage.getItem('ciao:lang')).toBe('en');
});

test('opt-out shows the stored choice and stores the new one', async () => {
  let stored = false;
  const stub = stubApi({
    '/account/profile': () => ({ data: { account, mail_opt_out: stored } }),
    '/account/mail/optout': (params) => {
      stored = params.get('mail_opt_out') === 'true';
      return { data: { code: 0, mail_opt_out: stored } };
    },
  });
  const { user } = renderScreen('opt-out', '/my/setting/optOut');
  expect(await screen.findByText('お知らせメールを受け取っています。')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: '配信を止める' }));
  expect(await screen.findByText('お知らせメールの配信を止めています。')).toBeTruthy();
  expect(stub.calls.find((call) => call.path === '/account/mail/optout')?.params.get('mail_opt_out')).toBe('true');
  expect(screen.getByRole('button', { name: '配信を再開する' })).toBeTruthy();
});

test('logged out, a settings screen asks for the login instead', () => {
  stubApi({});
  renderWithProviders(<MyPages screen="setting" />, { route: '/my/setting' });
  expect(screen.getByRole('heading', { level: 1, name: 'ログインしてください' })).toBeTruthy();
});
