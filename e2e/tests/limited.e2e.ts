import { expect as baseExpect } from '@playwright/test';
import { logInThroughModal, test, expectNoSeriousViolations } from './support';

// Journeys with a login, a purchase or axe: on this shared 2-core machine they need more than the default minute.
test.slow();
// A remote's first load can take longer than 10 s on that machine too.
const expect = baseExpect.configure({ timeout: 30_000 });

test('a visitor sees the subscriber articles closed, why, and the way to subscribe', async ({ page }) => {
  await page.goto('/limited');
  const region = page.locator('[data-remote="viewer"]');
  await expect(region.getByRole('heading', { level: 1, name: '会員限定' })).toBeVisible();
  const paywall = region.getByRole('region', { name: '定期購読の方だけが読めます' });
  await expect(paywall).toBeVisible();
  await expectNoSeriousViolations(page);

  await region.getByRole('list', { name: '会員限定の記事' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/limited\/episode\?id=\d+$/);
  await expect(region.getByRole('region', { name: '定期購読の方だけが読めます' })).toBeVisible();
  await region.getByRole('link', { name: '定期購読について見る' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});

test('the subscribed demo reader reads a subscriber article', async ({ page }) => {
  await page.goto('/');
  await logInThroughModal(page);
  await page.goto('/limited');
  const region = page.locator('[data-remote="viewer"]');
  const first = region.getByRole('list', { name: '会員限定の記事' }).getByRole('link').first();
  await expect(first).toBeVisible();
  await expect(region.getByRole('region', { name: '定期購読の方だけが読めます' })).toHaveCount(0);
  await first.click();
  await expect(page).toHaveURL(/\/limited\/episode\?id=\d+$/);
  // The body is the content service's HTML, shown as paragraphs (as /topics shows it), never as tags.
  await expect(region.locator('article p', { hasText: /定期購読中のみなさん/ }).first()).toBeVisible();
  await expect(region.getByText(/<\/?p>/)).toHaveCount(0);
  await expect(region.getByRole('region', { name: '定期購読の方だけが読めます' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});
