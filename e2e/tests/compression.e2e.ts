import { createHash } from 'node:crypto';
import { expect, test } from './support';

interface Fetched {
  url: string;
  encoding: string | undefined;
  type: string;
}

test('scripts, the page and API answers arrive compressed, and each remote entry still passes its integrity check', async ({ page }) => {
  const fetched: Fetched[] = [];
  const bodies = new Map<string, Promise<Buffer>>();
  const noBody = () => Buffer.alloc(0);
  // A response may still arrive while the test closes its page: then it is not counted.
  page.on('response', async (response) => {
    const url = response.url();
    if (url.endsWith('/remoteEntry.js')) bodies.set(url, response.body().catch(noBody));
    const headers = await response.allHeaders().catch(() => null);
    if (!headers) return;
    fetched.push({ url, encoding: headers['content-encoding'], type: response.request().resourceType() });
  });
  // The federation runtime removes an entry's <script> once it ran: note each one as it is added.
  await page.addInitScript(() => {
    const seen: Array<{ src: string; integrity: string }> = [];
    (window as unknown as { __scripts: typeof seen }).__scripts = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement && node.src) seen.push({ src: node.src, integrity: node.integrity });
    }).observe(document, { childList: true, subtree: true });
  });
  // The first section's answer comes with the page (its first screen); the sections below call the API.
  const recommendedAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/recommend/title/list');
  const pageAnswer = await page.goto('/');
  expect((await pageAnswer?.allHeaders())?.['content-encoding']).toMatch(/^(br|gzip)$/);
  // The page has started (its first screen adopted) once the catalogue remote ran, which it only
  // does once its entry's SRI hash matched.
  await expect(page.locator('#root')).not.toHaveAttribute('data-adopting');
  await expect(
    page
      .locator('[data-remote="catalog"]')
      .getByRole('link')
      .filter({ has: page.getByRole('img') })
      .first(),
  ).toBeVisible();

  const registry = (await (await page.request.get('/registry.json')).json()) as {
    remotes: Record<string, { active: { entry: string; integrity: string } }>;
  };
  const active = registry.remotes.catalog?.active;
  expect(active?.integrity).toMatch(/^sha384-/);
  const added = await page.evaluate(() => (window as unknown as { __scripts: Array<{ src: string; integrity: string }> }).__scripts);
  expect(added.find((script) => script.src.endsWith(active?.entry ?? 'missing'))?.integrity).toBe(active?.integrity);

  const entry = fetched.find((response) => response.url.endsWith(active?.entry ?? 'missing'));
  expect(entry?.encoding).toMatch(/^(br|gzip)$/);
  // The hash the browser checked is over the decoded bytes, which is what the registry recorded.
  const decoded = await bodies.get(entry?.url ?? 'missing');
  expect(
    `sha384-${createHash('sha384')
      .update(decoded ?? '')
      .digest('base64')}`,
  ).toBe(active?.integrity);
  const scripts = fetched.filter((response) => response.type === 'script' && new URL(response.url).pathname.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(5);
  // Every script of the page comes compressed (the tiniest, under 1 KiB, may come plain).
  expect(scripts.filter((script) => script.encoding).length).toBeGreaterThanOrEqual(scripts.length - 2);
  const recommended = await recommendedAnswer;
  expect((await recommended.allHeaders())['content-encoding']).toMatch(/^(br|gzip)$/);
});
