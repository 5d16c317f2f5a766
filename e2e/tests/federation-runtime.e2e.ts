import { expect, test } from './support';

/** A hook name that only @module-federation/runtime-core's code holds: one per copy of the runtime. */
const RUNTIME_CORE_FINGERPRINT = 'beforeInitContainer';

test('one federation runtime serves the page, however many remotes are loaded', async ({ page }) => {
  const scripts: Array<Promise<{ url: string; body: string }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      scripts.push(response.text().then((body) => ({ url: response.url(), body })));
    }
  });
  await page.goto('/');
  await expect(
    page
      .locator('[data-remote="catalog"]')
      .getByRole('link')
      .filter({ has: page.getByRole('img') })
      .first(),
  ).toBeVisible();
  // A second remote: the account remote's login modal.
  await page.getByRole('banner').getByRole('link', { name: 'ログイン' }).click();
  await expect(page.getByRole('dialog', { name: 'ログイン', exact: true })).toBeVisible();

  const loaded = await Promise.all(scripts);
  const entries = loaded.filter((script) => script.url.endsWith('/remoteEntry.js'));
  expect(entries.map((entry) => new URL(entry.url).pathname.split('/')[2]).sort()).toEqual(['account', 'catalog']);
  const runtimes = loaded.filter((script) => script.body.includes(RUNTIME_CORE_FINGERPRINT)).map((script) => new URL(script.url).pathname);
  expect(runtimes).toHaveLength(1);
  expect(runtimes[0]).toMatch(/^\/static\//);
});
