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
