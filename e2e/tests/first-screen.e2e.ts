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

test("the host page preloads its start-up scripts and the route's remote, and each is fetched once", async ({ page }) => {
  const requested = new Map<string, number>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.set(request.url(), (requested.get(request.url()) ?? 0) + 1);
  });
  await page.goto('/');
  await expect(page.locator('[data-remote="catalog"] section').first().getByRole('img').first()).toBeVisible();

  const preloads = await page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => ({ href: (link as HTMLLinkElement).href, integrity: link.getAttribute('integrity') })));
  const preloaded = new Set(preloads.map((link) => link.href));
  const hostScripts = [...requested.keys()].filter(
    (url) => new URL(url).pathname.startsWith('/static/') && !/\/main\.[^/]+\.js$/.test(url),
  );
  // Every script of the host's start-up was announced by index.html, none fetched in a later wave.
  expect(hostScripts.length).toBeGreaterThan(5);
  for (const url of hostScripts) expect(preloaded, url).toContain(url);
  // The top page's remote: its entry (with the registry's integrity) and the exposed module's scripts.
  const entry = preloads.find((link) => /\/deployments\/catalog\/[^/]+\/remoteEntry\.js$/.test(link.href));
  expect(entry?.integrity).toMatch(/^sha384-/);
  expect(preloads.some((link) => /\/deployments\/catalog\/[^/]+\/__federation_expose_TopPage\.[^/]+\.js$/.test(link.href))).toBe(true);
  // A preload the page did not reuse (another CORS mode or integrity) would be fetched a second time.
  for (const { href } of preloads) expect(requested.get(href), href).toBe(1);
});
