import { expect, logInThroughModal, test } from './support';
import { inGroups, violationsByScreen } from './accessibility-tour';

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
