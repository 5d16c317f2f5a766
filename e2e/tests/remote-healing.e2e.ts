import { readFileSync } from 'node:fs';
import path from 'node:path';
import { activeDeployment, coverCard, expect, replaceServedFile, test } from './support';

/** The active catalogue entry file in the site's deployment store. */
function activeCatalogEntry(): string {
  return path.join(activeDeployment('catalog').dir, 'remoteEntry.js');
}

test('a remote entry that arrived corrupted (and is cached immutable) heals on retry, in the same browser profile', async ({ page }) => {
  const file = activeCatalogEntry();
  const original = readFileSync(file, 'utf8');
  const region = page.locator('[data-remote="catalog"]');
  const card = coverCard(region);
  // The server sends a corrupted copy (integrity mismatch): the browser caches it for a year.
  const restore = replaceServedFile(file, `window.__tampered = true;\n${original}`);
  try {
    await page.goto('/');
    await expect(region.getByRole('alert')).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered)).toBeUndefined();
  } finally {
    restore();
  }
  // Fixed on the server; the browser still holds the bad copy. A new page load heals it by itself
  // (the cards are in the server's first screen at once: the heal is its cache-busting request).
  const healing = page.waitForRequest((request) => request.url().includes('remoteEntry.js?reload='));
  await page.goto('/');
  await healing;
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#root')).not.toHaveAttribute('data-adopting');
  // And the cache itself is healed: the next load takes the entry as it is, no cache-busting copy.
  const busting: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('remoteEntry.js?reload=')) busting.push(request.url());
  });
  const entry = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/remoteEntry.js'));
  await page.goto('/');
  await entry;
  await expect(page.locator('#root')).not.toHaveAttribute('data-adopting');
  await expect(card).toBeVisible();
  expect(busting).toEqual([]);
});

test('a remote entry that never answers falls back within 10 seconds', async ({ page }) => {
  await page.route('**/deployments/catalog/**/remoteEntry.js*', () => {
    // Never answered: the server hangs.
  });
  await page.goto('/');
  const started = Date.now();
  await expect(page.locator('[data-remote="catalog"]').getByRole('alert')).toBeVisible({ timeout: 10_000 });
  console.log(`hanging catalogue entry: fallback after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('the viewer fallback leads back to the title', async ({ page }) => {
  await page.route('**/deployments/viewer/**/remoteEntry.js*', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/title/00101/episode/10101');
  const fallback = page.locator('[data-remote="viewer"]').getByRole('alert');
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  await fallback.getByRole('link', { name: '作品ページへもどる' }).click();
  await expect(page).toHaveURL(/\/title\/00101$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
});
