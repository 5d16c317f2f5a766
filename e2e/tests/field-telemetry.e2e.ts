import type { Page, Request } from '@playwright/test';
import { expect, openAdopted, test } from './support';

interface Beacon {
  schemaVersion: number;
  views: Array<{
    owner?: string;
    remotes: Array<{ remote: string; version: string; loadFailures?: Record<string, number> }>;
    vitals?: Record<string, number>;
  }>;
}

/** Every field beacon the page sends, parsed. */
function collectBeacons(page: Page): Beacon[] {
  const beacons: Beacon[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/api/field/beacon') beacons.push(JSON.parse(request.postData() ?? 'null') as Beacon);
  });
  return beacons;
}

/** What happens when the reader switches tabs: the page is hidden, and the batch goes. */
async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

async function activeVersions(page: Page): Promise<Record<string, string>> {
  const registry = (await (await page.request.get('/registry.json')).json()) as {
    remotes: Record<string, { active: { version: string } }>;
  };
  return Object.fromEntries(Object.entries(registry.remotes).map(([remote, entry]) => [remote, entry.active.version]));
}

test('a visit reports its views with the versions it ran and its Web Vitals for the route owner, once the page is hidden', async ({
  page,
}) => {
  const beacons = collectBeacons(page);
  const answers: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/field/beacon') answers.push(response.status());
  });
  await openAdopted(page, '/');
  await page.locator('[data-remote="catalog"] a[href^="/title/"]').first().click();
  await expect(page).toHaveURL(/\/title\/\d+/);
  await expect(page.locator('[data-remote="catalog"] h1')).toBeVisible();
  // The page is still open: nothing has been sent yet.
  expect(beacons).toEqual([]);

  await hidePage(page);
  await expect.poll(() => beacons.length).toBe(1);
  await expect.poll(() => answers).toEqual([204]);

  const versions = await activeVersions(page);
  const [landing, title] = beacons[0]!.views;
  expect(beacons[0]!.views).toHaveLength(2);
  expect(landing?.owner).toBe('catalog');
  expect(title?.owner).toBe('catalog');
  expect(landing?.remotes).toContainEqual({ remote: 'catalog', version: versions.catalog });
  for (const entry of [...landing!.remotes, ...title!.remotes]) expect(entry.version).toBe(versions[entry.remote]);
  // The document's timings, LCP included although the reader moved on to another route
  // (document-vitals.ts); nothing of the page's address, account or text is in the beacon.
  expect(Object.keys(landing?.vitals ?? {})).toEqual(expect.arrayContaining(['TTFB', 'CLS', 'LCP']));
  expect(JSON.stringify(beacons)).not.toMatch(/title|http|@/);
});

test('nothing of field telemetry is requested while the page is untouched; the INP measure comes at the first input', async ({ page }) => {
  const beacons = collectBeacons(page);
  const vitalsRequests: string[] = [];
  page.on('request', (request) => {
    if (/web-vitals/.test(request.url())) vitalsRequests.push(request.url());
  });
  await openAdopted(page, '/');
  await page.waitForLoadState('networkidle');
  expect(vitalsRequests).toEqual([]);
  expect(beacons).toEqual([]);
  await page.keyboard.press('Tab');
  await expect.poll(() => vitalsRequests.length).toBe(1);
  expect(beacons).toEqual([]);
});

test('a remote that fails to load is reported as a load failure of its version', async ({ page }) => {
  const beacons = collectBeacons(page);
  await page.route(/\/deployments\/catalog\/[^?]*\/remoteEntry\.js(\?.*)?$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.goto('/');
  await expect(page.locator('[data-remote="catalog"]').getByRole('alert')).toBeVisible({ timeout: 20_000 });
  await hidePage(page);
  await expect.poll(() => beacons.length).toBe(1);
  const versions = await activeVersions(page);
  const catalog = beacons[0]!.views[0]!.remotes.find((entry) => entry.remote === 'catalog');
  // Each attempt counts (the first page's start-up, then the region's own): both refused entries.
  expect(catalog).toMatchObject({ remote: 'catalog', version: versions.catalog, loadFailures: { chunk: 0, integrity: 0, timeout: 0 } });
  expect(catalog?.loadFailures?.entry).toBeGreaterThanOrEqual(1);
});
