import { expect, test } from './support';
import { inGroups, violationsByScreen } from './accessibility-tour';

// Read only (no login, no form sent): this file runs beside the journeys (playwright.config.ts).
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

for (const [index, screens] of inGroups(VISITOR_SCREENS).entries()) {
  test(`every screen a visitor can open passes axe with no serious or critical violation (group ${index + 1})`, async ({ page }) => {
    test.slow();
    expect(await violationsByScreen(page, screens)).toEqual({});
  });
}
