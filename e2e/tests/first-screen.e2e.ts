import { expect, test } from './support';

test('the icon is served at /favicon.ico and linked from the page', async ({ page, request }) => {
  for (const url of ['/favicon.ico', '/favicon.svg']) {
    const icon = await request.get(url);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
  }
  await page.goto('/');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
});

test('the first covers of the top page and the title page cover load eagerly at high priority', async ({ page }) => {
  await page.goto('/');
  const covers = page.locator('[data-remote="catalog"] section').first().getByRole('img');
  await expect(covers.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(covers.first()).toHaveAttribute('loading', 'eager');
  // Two rows of two on a phone: the largest image of the first screen may be in the second row.
  await expect(covers.nth(3)).toHaveAttribute('fetchpriority', 'high');
  await expect(covers.nth(4)).not.toHaveAttribute('fetchpriority', 'high');
  // The section's heading may link elsewhere (latest updates): open its first cover card.
  const link = page.locator('[data-remote="catalog"] section').first().getByRole('listitem').first().getByRole('link');
  await link.click();
  await expect(page).toHaveURL(/\/title\/\d{5}$/);
  const cover = page.locator('[data-remote="catalog"]').getByRole('img').first();
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
});
