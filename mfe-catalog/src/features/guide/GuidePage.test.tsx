import '../../i18n/register-content';
import { screen, within } from '@testing-library/react';
import { ARTICLE_NAMES, ROUTES } from '@ciao/shared';
import { matchPath } from '@ciao/shared/router';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { GuidePage } from './GuidePage';

test('the first-timers guide explains the site in sections, each with links to the screens it talks about', () => {
  renderWithProviders(<GuidePage text="about" />, { route: '/about/' });

  expect(screen.getByRole('heading', { level: 1, name: 'はじめての方へ' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: 'まんがを読んでみよう' })).toBeTruthy();
  const reading = screen.getByRole('list', { name: 'まんがを読んでみようのリンク' });
  expect(within(reading).getByRole('link', { name: '連載一覧' }).getAttribute('href')).toBe('/series');
  expect(within(reading).getByRole('link', { name: '更新された作品' }).getAttribute('href')).toBe('/updates');
  expect(screen.getByText(/13さい未満の方は会員登録できません/)).toBeTruthy();
  expect(screen.getByRole('link', { name: '利用規約' }).getAttribute('href')).toBe('/article/termsOfService');
});

test('every link of the guide and the articles leads to a route of ours', () => {
  const patterns = Object.values(ROUTES).map((route) => route.path);
  for (const text of ['about', ...ARTICLE_NAMES] as const) {
    for (const language of ['ja', 'en'] as const) {
      const { unmount } = renderWithProviders(<GuidePage text={text} />, { route: '/', language });
      for (const link of screen.queryAllByRole('link')) {
        const target = link.getAttribute('href') ?? '';
        expect(patterns.some((pattern) => matchPath(pattern, target))).toBe(true);
      }
      unmount();
    }
  }
});

test.each([
  ['help', 'ヘルプ', 'パスワードを忘れました'],
  ['termsOfService', '利用規約', '第3条（ポイント・コイン）'],
  ['privacyPolicy', 'プライバシーポリシー', '第4条（クッキーと端末への保存）'],
  ['calBusAndProfCode', '自動更新についての表示（カリフォルニア州事業職業法）', '解約の方法'],
] as const)('the %s article shows its title and sections in Japanese', (article, title, section) => {
  renderWithProviders(<GuidePage text={article} />, { route: `/article/${article}` });

  expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: section })).toBeTruthy();
});

test('the articles read in English too', () => {
  renderWithProviders(<GuidePage text="termsOfService" />, { route: '/article/termsOfService', language: 'en' });

  expect(screen.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: 'Article 3 (Points and coins)' })).toBeTruthy();
});

test('the privacy policy says what is kept, what field telemetry carries, the cookies, and how a parent asks for deletion', () => {
  renderWithProviders(<GuidePage text="privacyPolicy" />, { route: '/article/privacyPolicy' });

  const kept = screen.getByRole('heading', { level: 2, name: '第1条（お預かりする情報）' }).closest('section');
  for (const item of ['メールアドレス', 'ニックネーム', '生まれた年と月', '購入と利用の記録', '読んだお話の履歴']) {
    expect(kept?.textContent).toContain(item);
  }
  expect(
    screen.getByText(/この計測には、アカウント、メールアドレス、IPアドレス、エラーの文章など、個人にかかわる情報はふくまれません/),
  ).toBeTruthy();
  for (const cookie of ['ciao_session', 'ciao_lang', 'ciao_cohort']) expect(screen.getByText(new RegExp(cookie))).toBeTruthy();
  expect(screen.getByText(/保護者の方が、ページの下の「お問い合わせ」から「登録情報の削除」/)).toBeTruthy();
});

test('the privacy policy reads in English too', () => {
  renderWithProviders(<GuidePage text="privacyPolicy" />, { route: '/article/privacyPolicy', language: 'en' });

  expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: 'Article 7 (Seeing, changing and deleting your information)' })).toBeTruthy();
  expect(screen.getByText(/These carry nothing personal/)).toBeTruthy();
});

test("the guide's section for parents links the privacy policy beside the terms", () => {
  renderWithProviders(<GuidePage text="about" />, { route: '/about/' });

  const parents = screen.getByRole('list', { name: 'おうちの方へのリンク' });
  expect(within(parents).getByRole('link', { name: 'プライバシーポリシー' }).getAttribute('href')).toBe('/article/privacyPolicy');
});
