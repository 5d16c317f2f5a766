import { expect, openAdopted, test, withFirstScreenReady } from './support';

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
  // Adopted: by then every start-up download was linked (the remote's by the first-screen loader
  // once the screen was painted, or by the main script on a page sent without a first screen).
  await openAdopted(page, '/');
  await expect(page.locator('[data-remote="catalog"] section').first().getByRole('img').first()).toBeVisible();

  const preloads = await page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => ({ href: (link as HTMLLinkElement).href, integrity: link.getAttribute('integrity') })));
  const preloaded = new Set(preloads.map((link) => link.href));
  const hostScripts = [...requested.keys()].filter(
    (url) => new URL(url).pathname.startsWith('/static/') && !/\/(main|first-screen)\.[^/]+\.js$/.test(url),
  );
  // Every script of the host's start-up was announced by index.html (held there under the first
  // screen until it is painted, then put in the head at once with the main script), none fetched
  // in a later wave.
  expect(hostScripts.length).toBeGreaterThan(5);
  for (const url of hostScripts) expect(preloaded, url).toContain(url);
  // The top page's remote: its entry (with the registry's integrity) and the exposed module's scripts.
  const entry = preloads.find((link) => /\/deployments\/catalog\/[^/]+\/remoteEntry\.js$/.test(link.href));
  expect(entry?.integrity).toMatch(/^sha384-/);
  expect(preloads.some((link) => /\/deployments\/catalog\/[^/]+\/__federation_expose_TopPage\.[^/]+\.js$/.test(link.href))).toBe(true);
  // A preload the page did not reuse (another CORS mode or integrity) would be fetched a second time.
  for (const { href } of preloads) expect(requested.get(href), href).toBe(1);
});

test.describe('the first screen from the server', () => {
  test.describe('before any script has run', () => {
    test.use({ javaScriptEnabled: false });

    test('the top page, a title page and a search result come with their first screen: header, headings, covers', async ({ page }) => {
      // Each page is asked for until the server has its render (a cold render past the 500 ms limit on a
      // busy machine sends the page without one, and a reader a moment later gets it): this test is
      // about what the first screen holds, not how fast the first render is.
      await withFirstScreenReady(page.request, '/');
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'ちゃおコミ', exact: true })).toBeVisible();
      const firstSection = page.locator('[data-remote="catalog"] section').first();
      await expect(firstSection.getByRole('heading', { name: '更新作品' })).toBeVisible();
      const cover = firstSection.locator('img[fetchpriority="high"]').first();
      await expect(cover).toBeVisible();
      await expect.poll(() => cover.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

      await withFirstScreenReady(page.request, '/title/00101');
      await page.goto('/title/00101');
      await expect(page.getByRole('heading', { level: 1, name: '星降る夜のシンデレラ' })).toBeVisible();

      await withFirstScreenReady(page.request, '/search/word/恋');
      await page.goto('/search/word/恋');
      await expect(page.getByRole('heading', { name: '「恋」の検索結果' })).toBeVisible();
      // Its first covers are in the HTML too, fetched at once: one of them is the page's largest image.
      await expect(page.getByRole('link', { name: /恋するハムスター/ }).locator('img[fetchpriority="high"]')).toBeVisible();

      // The episode viewer: its menu with the names (the pages are drawn by script).
      // The ranking and the weekly series: their first covers are in the HTML, fetched at once (their LCP).
      for (const listPage of ['/ranking', '/series']) {
        await withFirstScreenReady(page.request, listPage);
        await page.goto(listPage);
        const listCovers = page.locator('[data-remote="catalog"] li img');
        await expect(listCovers.first()).toBeVisible();
        await expect(listCovers.first()).toHaveAttribute('fetchpriority', 'high');
        await expect(page.locator('[data-remote="catalog"] img[fetchpriority="high"]')).toHaveCount(4);
      }

      await withFirstScreenReady(page.request, '/title/00101/episode/10101');
      await page.goto('/title/00101/episode/10101');
      await expect(page.getByRole('heading', { level: 1, name: '第1話 はじまりの予感' })).toBeVisible();
      await expect(page.getByRole('link', { name: '次の話を読む' })).toBeVisible();
    });
  });

  test('the episode viewer adopts it: its episode not fetched again, no mismatch, pages drawn and turned', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    const calls: string[] = [];
    const pageImages: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/image/page/')) pageImages.push(pathname);
      else if (pathname.startsWith('/api/') && !pathname.startsWith('/api/image/')) calls.push(pathname);
    });
    // A phone, one page at a time.
    await page.setViewportSize({ width: 390, height: 844 });
    await openAdopted(page, '/title/00101/episode/10101');
    const viewer = page.locator('[data-remote="viewer"]');
    await expect(viewer.getByText('読み込み中…')).toHaveCount(0);
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByRole('img', { name: /^ページ 2 \/ \d+$/ })).toBeVisible();
    expect(calls).not.toContain('/api/web/episode/viewer');
    expect(messages.filter((text) => /first screen|hydrat/i.test(text))).toEqual([]);
    // The first page was announced by the page's head and downloaded once, for the drawing too
    // (a fetch preload, taken by the viewer's fetch of the page's bytes).
    await expect(page.locator('head link[rel="preload"][as="fetch"][href*="/api/image/page/10101/1.png"]')).toHaveCount(1);
    expect(pageImages.filter((pathname) => pathname.endsWith('/10101/1.png'))).toHaveLength(1);
  });

  test('the page adopts it: no answer fetched twice, no mismatch, usable once started', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/') && !request.url().includes('/api/image/')) calls.push(new URL(request.url()).pathname);
    });
    await openAdopted(page, '/');
    await page.getByRole('button', { name: 'メニューを開く' }).click();
    await expect(page.getByRole('button', { name: 'メニューを閉じる' }).first()).toBeVisible();
    // The first section's answer came inlined with the page.
    expect(calls).not.toContain('/api/web/top');
    // Hydration matched: React neither reported nor re-rendered anything.
    expect(messages.filter((text) => /first screen|hydrat/i.test(text))).toEqual([]);
  });

  test('its leading images load before the scripts that make it work', async ({ page }) => {
    const events: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().includes('/api/image/')) events.push(`image ${new URL(request.url()).pathname}`);
    });
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script' && !/\/first-screen\.[^/]+\.js$/.test(pathname)) events.push(`script ${pathname}`);
    });
    await openAdopted(page, '/');
    const leading = await page
      .locator('#root img[fetchpriority="high"]')
      .evaluateAll((images) => images.map((image) => `image ${new URL((image as HTMLImageElement).src).pathname}`));
    expect(leading.length).toBeGreaterThan(0);
    const firstScript = events.findIndex((event) => event.startsWith('script '));
    expect(firstScript).toBeGreaterThan(0);
    // The first-screen loader alone is fetched at once: every other script, the main one with its
    // federation runtime first, is requested after the images (host/src/first-screen-loader.ts).
    for (const image of leading) expect(events.slice(0, firstScript)).toContain(image);
  });

  test('a reader who chose English gets it in English, and the page adopts it as it is', async ({ page }) => {
    await openAdopted(page, '/');
    await page.getByRole('button', { name: 'English' }).click();
    // Asked until rendered: the first English render after the server's start may miss the
    // server's 500 ms limit on a busy machine, and that answer then has no first screen.
    const englishPage = async () => (await page.request.get('/title/00101', { headers: { accept: 'text/html' } })).text();
    await expect.poll(englishPage).toContain('Skip to content');
    expect(await englishPage()).toContain('<html lang="en"');

    const messages: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    await openAdopted(page, '/title/00101');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
    expect(messages.filter((text) => /first screen|hydrat/i.test(text))).toEqual([]);
  });
});
