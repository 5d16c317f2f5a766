import type { Page } from '@playwright/test';
import { expect, logInThroughModal, seriousViolations, test } from './support';

/**
 * axe-core on every screen of the route map that has a page of its own (the viewers and the
 * modals have theirs in their journeys): what a visitor sees, and what the demo reader sees
 * logged in. All screens are visited and every screen's violations reported together.
 */
const VISITOR_SCREENS = [
  '/',
  '/title/00101',
  '/ranking',
  '/series',
  '/search',
  '/search/word/ちゃお',
  '/search/keyword/恋愛',
  '/search/genre/1',
  '/search/category/1',
  '/topics',
  '/author',
  '/about',
  '/updates',
  '/article/help',
  '/article/termsOfService',
  '/article/calBusAndProfCode',
  '/limited',
  '/fanletter/success',
  '/fanletter/failure',
  '/signup/pre',
  '/signup',
  '/email/presave/send',
  '/signup/welcome',
  '/denied/age',
  '/presave',
  '/password/prereset',
  '/password/prereset/send',
  '/password/reset',
  '/password/reset/done',
  '/email/save',
  '/resign/complete',
  '/point/shop',
  '/point/plan',
  '/subscription',
  '/payment/result?result=2',
  '/gift',
  '/maintenance',
  '/error/1099',
  '/notfound',
  '/denied/region',
];

const READER_SCREENS = [
  '/my',
  '/my/history',
  '/my/favorite',
  '/my/setting',
  '/my/setting/optOut',
  '/my/setting/password',
  '/my/setting/email',
  '/my/setting/ticket',
  '/resign',
  '/gift',
  '/point/shop',
  '/point/plan',
  '/subscription',
  '/coin',
  '/coin/history',
  '/point/history',
  '/ticket/history',
  '/purchased',
  '/limited',
  '/fanletter/form/title/00101',
];

/** Opens each path in turn and returns the serious or critical violations by path. */
async function violationsByScreen(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    // The screen is there when its heading is and nothing is loading any more.
    await expect(page.locator('h1').first(), path).toBeVisible();
    await page.waitForLoadState('networkidle');
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  return found;
}

/** Screens per test: each test has its own time budget, so a slow machine cannot run one out for all. */
const SCREENS_PER_TEST = 10;

function inGroups(paths: string[]): string[][] {
  const groups: string[][] = [];
  for (let start = 0; start < paths.length; start += SCREENS_PER_TEST) groups.push(paths.slice(start, start + SCREENS_PER_TEST));
  return groups;
}

for (const [index, screens] of inGroups(VISITOR_SCREENS).entries()) {
  test(`every screen a visitor can open passes axe with no serious or critical violation (group ${index + 1})`, async ({ page }) => {
    test.slow();
    expect(await violationsByScreen(page, screens)).toEqual({});
  });
}

for (const [index, screens] of inGroups(READER_SCREENS).entries()) {
  test(`every screen the logged-in demo reader can open passes axe with no serious or critical violation (group ${index + 1})`, async ({
    page,
  }) => {
    test.slow();
    await page.goto('/');
    await logInThroughModal(page);
    // The day's login bonus may greet the reader once: close it so it does not cover the screens.
    const bonus = page.getByRole('dialog', { name: 'ログインボーナス' });
    await page.goto('/updates');
    await page.waitForLoadState('networkidle');
    if (await bonus.isVisible()) await bonus.getByRole('button', { name: '閉じる' }).first().click();
    expect(await violationsByScreen(page, screens)).toEqual({});
  });
}
