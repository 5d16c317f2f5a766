import { expect, test, expectNoSeriousViolations, openAdopted } from './support';

/** The first screen of a test loads the catalogue remote cold: on a busy machine that takes longer than the default wait. */
const FIRST_LOAD = { timeout: 60_000 };
// Each journey opens several screens, each loading its data: more than the default minute on a busy machine.
test.describe.configure({ timeout: 240_000 });

test('topics: the archive pages on its own and the news keeps its page', async ({ page }) => {
  // The pager is on the server's first screen: the page is opened adopted, so the click is the page's.
  await openAdopted(page, '/topics/');
  const pager = page.getByRole('navigation', { name: '新着記事のページ' });
  await expect(pager).toBeVisible(FIRST_LOAD);
  await pager.getByRole('button', { name: '2ページ目' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(pager.getByRole('button', { name: '2ページ目' })).toHaveAttribute('aria-current', 'page');
});

test('the authors of one title: /author?title=', async ({ page }) => {
  await page.goto('/author?title=101');
  await expect(page.getByRole('heading', { level: 1, name: 'この作品のまんが家' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('link', { name: /春野みるく/ })).toBeVisible();
});

test('latest updates: titles last updated first, paged', async ({ page }) => {
  await openAdopted(page, '/updates');
  await expect(page.getByRole('heading', { level: 1, name: '更新された作品' })).toBeVisible(FIRST_LOAD);
  await expect(
    page
      .getByRole('link', { name: /./ })
      .filter({ has: page.locator('img') })
      .first(),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('navigation', { name: '更新された作品のページ' }).getByRole('button', { name: '2ページ目' }).click();
  await expect(page).toHaveURL(/\/updates\?page=2$/);
});
