import { expect, openAdopted, test } from './support';

/**
 * The name runtime-core gives its beforeInitContainer hook when it creates it, as a string
 * literal: once per copy of the runtime, whether a script carries one copy or two (its
 * CommonJS and its ES module build side by side, as the host once did).
 */
const RUNTIME_CORE_FINGERPRINT = /["'`]beforeInitContainer["'`]/g;

test('one federation runtime serves the page, however many remotes are loaded', async ({ page }) => {
  const scripts: Array<Promise<{ url: string; body: string }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      scripts.push(response.text().then((body) => ({ url: response.url(), body })));
    }
  });
  // Adopted first: before that, the header's ログイン is a plain link the browser follows to /login,
  // and the page's scripts could no longer be read.
  await openAdopted(page, '/');
  await expect(
    page
      .locator('[data-remote="catalog"]')
      .getByRole('link')
      .filter({ has: page.getByRole('img') })
      .first(),
  ).toBeVisible();
  // A second remote: the account remote's login modal.
  await page.getByRole('banner').getByRole('link', { name: 'ログイン' }).click();
  // The dialog shows at once, loading: its form is the account remote's, loaded.
  await expect(page.getByRole('dialog', { name: 'ログイン', exact: true }).getByLabel('メールアドレス')).toBeVisible();

  const loaded = await Promise.all(scripts);
  const entries = loaded.filter((script) => script.url.endsWith('/remoteEntry.js'));
  expect(entries.map((entry) => new URL(entry.url).pathname.split('/')[2]).sort()).toEqual(['account', 'catalog']);
  const runtimes = loaded.flatMap((script) =>
    Array.from(script.body.matchAll(RUNTIME_CORE_FINGERPRINT), () => new URL(script.url).pathname),
  );
  expect(runtimes).toHaveLength(1);
  expect(runtimes[0]).toMatch(/^\/static\//);
});
