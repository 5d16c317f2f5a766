import { configure, screen, within } from '@testing-library/react';
import { ROUTES, sessionActions, type RouteName } from '@ciao/shared';
import { makeAccount, makeLoginBonus } from '../../test-support/fixtures';
import { renderWithProviders } from '../../test-support/render-with-providers';
import { stubApi } from '../../test-support/stub-api';
import { ACCOUNT_SCREEN_ROUTES, standaloneRoutes } from './standalone-routes';

configure({ asyncUtilTimeout: 5000 });

/**
 * Every route the host gives the account remote (host/src/routes/routes.tsx), with the
 * heading of its screen. Mailed-link screens opened without their link's token say the link
 * cannot be used: that is their screen.
 */
const ACCOUNT_ROUTES: [RouteName, string][] = [
  ['SIGNUP_PRE', '新規会員登録'],
  ['SIGNUP', '新規会員登録'],
  ['EMAIL_PRESAVE_SEND', 'メールを送りました'],
  ['SIGNUP_WELCOME', 'このリンクは使えません'],
  ['DENIED_AGE', 'ごめんなさい。登録できませんでした'],
  ['PRESAVE', '新規会員登録'],
  ['MYPAGE', 'マイページ'],
  ['MYPAGE_HISTORY', '読んだ作品の履歴'],
  ['MYPAGE_FAVORITE', 'お気に入りの作品'],
  ['MYPAGE_SETTING', '設定'],
  ['MYPAGE_SETTING_TICKET', 'チケット'],
  ['MYPAGE_SETTING_OPT_OUT', 'お知らせメールの配信'],
  ['MYPAGE_SETTING_PASSWORD', 'パスワードを変更する'],
  ['MYPAGE_SETTING_EMAIL', 'メールアドレスを変更する'],
  ['RESIGN', '退会する'],
  ['RESIGN_COMPLETE', '退会の手続きが終わりました'],
  ['PASSWORD_PRERESET', 'パスワードを忘れたとき'],
  ['PASSWORD_PRERESET_SEND', 'メールを確認してください'],
  ['PASSWORD_RESET', 'このリンクは使えません'],
  ['PASSWORD_RESET_DONE', 'パスワードを設定しました'],
  ['EMAIL_SAVE', 'このリンクは使えません'],
];

test('the standalone page routes exactly the account screens of the host, at the same paths', () => {
  expect(ACCOUNT_SCREEN_ROUTES.map((route) => route.path).sort()).toEqual(ACCOUNT_ROUTES.map(([name]) => ROUTES[name].path).sort());
});

test.each(ACCOUNT_ROUTES)('%s: the standalone page shows its screen under the shell, with a link to it', async (name, heading) => {
  sessionActions.loggedIn(makeAccount());
  // Unanswered calls fail (1099): each screen still shows its heading.
  stubApi({});
  renderWithProviders(null, { routes: standaloneRoutes(), route: ROUTES[name].path });
  const headings = await screen.findAllByRole('heading', { level: 1 });
  expect(headings.map((h) => h.textContent)).toEqual(['アカウント（単体表示）', heading]);
  const nav = screen.getByRole('navigation', { name: '画面の一覧' });
  expect(within(nav).getByRole('link', { name: ROUTES[name].path }).getAttribute('href')).toBe(ROUTES[name].path);
});

test('/login opens the login modal over the shell', async () => {
  stubApi({});
  renderWithProviders(null, { routes: standaloneRoutes(), route: ROUTES.LOGIN.path });
  expect(await screen.findByRole('dialog', { name: 'ログイン' })).toBeTruthy();
});

test("the login bonus button shows the reader's campaigns in the login bonus modal, or says there is none", async () => {
  sessionActions.loggedIn(makeAccount());
  let bonuses = [makeLoginBonus()];
  stubApi({ '/loginbonus': () => ({ data: { loginbonus_list: bonuses, next_check_time: '2026-01-02T04:00:00' } }) });
  const { user } = renderWithProviders(null, { routes: standaloneRoutes(), route: '/' });
  await user.click(screen.getByRole('button', { name: 'ログインボーナスを開く' }));
  const dialog = await screen.findByRole('dialog', { name: 'ログインボーナス' });
  expect(within(dialog).getByText('7日間ログインボーナス')).toBeTruthy();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'ログインボーナス' })).toBeNull();

  bonuses = [];
  await user.click(screen.getByRole('button', { name: 'ログインボーナスを開く' }));
  expect(await screen.findByText('開催中のログインボーナスはありません')).toBeTruthy();
  expect(screen.queryByRole('dialog', { name: 'ログインボーナス' })).toBeNull();
});
