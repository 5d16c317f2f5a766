import { expect, test, expectNoSeriousViolations } from './support';

test("the series list opens on today's weekday and switches to the finished titles", async ({ page }) => {
  await page.goto('/series');

  const tabs = page.getByRole('tablist', { name: '曜日と種類' });
  const first = tabs.getByRole('tab').first();
  await expect(first).toHaveText(/^きょう（[月火水木金土日]）$/);
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  await expectNoSeriousViolations(page);

  await tabs.getByRole('tab', { name: '完結' }).click();
  await expect(page).toHaveURL(/\/series\?tab=finished$/);
  const card = page.getByRole('tabpanel').getByRole('link').first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/\/title\/\d{5}$/);
});
