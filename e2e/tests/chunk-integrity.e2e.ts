import { readFileSync } from 'node:fs';
import path from 'node:path';
import { activeDeployment, coverCard, expect, replaceServedFile, test } from './support';

/**
 * Issue 25 item 8: the host checks a remote's entry against the registry, and the entry checks
 * every chunk it loads against the hash it carries (ops/src/webpack/chunk-integrity-plugin.ts).
 * Before, a replaced expose chunk (and its .br and .gz) ran in Chromium without an error.
 */
test('a deployed expose chunk replaced in the store (with its .br and .gz) is refused: the region falls back, none of it runs, and it heals once the file is back', async ({
  page,
}) => {
  const { dir, exposeScripts } = activeDeployment('catalog');
  const exposeFile = (exposeScripts['./TopPage'] ?? []).find((file) => file.startsWith('__federation_expose_TopPage.'));
  expect(exposeFile).toBeDefined();
  const file = path.join(dir, exposeFile!);
  const original = readFileSync(file, 'utf8');
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /integrity/i.test(message.text()) && message.text().includes(exposeFile!))
      refusals.push(message.text());
  });
  const region = page.locator('[data-remote="catalog"]');

  const restore = replaceServedFile(file, `window.__changedChunkRan = true;\n${original}`);
  try {
    const served = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(`/${exposeFile}`));
    await page.goto('/');
    // The changed file arrived, in its precompressed form, and the browser refused its bytes.
    const response = await served;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe('br');
    await expect(region.getByRole('alert')).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { __changedChunkRan?: boolean }).__changedChunkRan)).toBeUndefined();
    expect(refusals.length).toBeGreaterThan(0);
    // The host's header is untouched.
    await expect(page.getByRole('banner').getByRole('link', { name: 'ログイン' })).toBeVisible();
  } finally {
    restore();
  }

  // The file is put back; the browser still holds the changed copy (immutable for a year). The
  // region's retry refreshes it and the top page's cards appear, in the same page.
  await region.getByRole('button', { name: '再読み込み' }).click();
  await expect(coverCard(region)).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { __changedChunkRan?: boolean }).__changedChunkRan)).toBeUndefined();
});
