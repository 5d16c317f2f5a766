import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test("the series list opens on today's weekday and switches to the finished titles", async ({ page }) => {
  await page.goto('/series');

  const tabs = page.getByRole('tablist', { name: '曜日と種類' });
  const first = tabs.getByRole('tab').first();
  await expect(first).toHaveText(/^きょう（[月火水木金土日]）$/);
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((v) => v.id)).toEqual([]);

  await tabs.getByRole('tab', { name: '完結' }).click();
  await expect(page).toHaveURL(/\/series\?tab=finished$/);
  const card = page.getByRole('tabpanel').getByRole('link').first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/\/title\/\d{5}$/);
});
