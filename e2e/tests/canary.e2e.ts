import type { Browser, BrowserContext, Page } from '@playwright/test';
import { COHORT_COOKIE, isOnCanary } from '../../ops/src/server/cohort';
import { catalogueVersion, expect, mfe, openAdopted, stableVersion, test } from './support';

const COHORTS = Array.from({ length: 100 }, (_, cohort) => cohort);
const PERCENT = 50;
const onCanary = COHORTS.find((cohort) => isOnCanary(cohort, 'catalog', { percent: PERCENT }))!;
const onStable = COHORTS.find((cohort) => !isOnCanary(cohort, 'catalog', { percent: PERCENT }))!;

async function browserInCohort(browser: Browser, baseURL: string, cohort: number): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'ja-JP', baseURL });
  await context.addCookies([{ name: COHORT_COOKIE, value: String(cohort), url: baseURL }]);
  return context;
}

/** The catalogue version in the registry the page was given (inlined by the server). */
const inlinedCatalogue = (page: Page) =>
  page.evaluate(() => JSON.parse(document.getElementById('ciao-registry')!.textContent!).remotes.catalog.active.version as string);

/** What happens when the reader switches tabs: the page is hidden, and its field beacon goes. */
async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test.afterEach(() => {
  // A journey that failed half-way must not leave its canary to the journeys after it.
  try {
    mfe('abort', 'catalog', '--reason', 'e2e clean-up');
  } catch {
    // none running: the journey ended it
  }
});

test('a browser on a canary gets its version in the first screen and in the browser, on every page view, until it is aborted', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const canary = catalogueVersion('label', (_file, text) => text.replaceAll('第1話を読む', 'カナリア版で第1話を読む'));
  expect(mfe('canary', 'catalog', '--dir', canary.dir, '--percent', String(PERCENT), '--reason', 'e2e')).toMatch(
    new RegExp(`canary catalog ${canary.version.replaceAll('.', '\\.')} on ${PERCENT}% of browsers`),
  );

  const canaryBrowser = await browserInCohort(browser, baseURL!, onCanary);
  const stableBrowser = await browserInCohort(browser, baseURL!, onStable);
  // The server's first screen, before any script: rendered with the cohort's version.
  const firstScreen = async (context: BrowserContext) =>
    (await context.request.get('/title/00101', { headers: { accept: 'text/html' } })).text();
  await expect.poll(() => firstScreen(canaryBrowser), { timeout: 30_000 }).toContain('カナリア版で第1話を読む');
  expect(await firstScreen(stableBrowser)).not.toContain('カナリア版');

  const page = await canaryBrowser.newPage();
  const hydrationMessages: string[] = [];
  page.on('console', (message) => {
    if (/first screen|hydrat/i.test(message.text())) hydrationMessages.push(message.text());
  });
  for (let view = 0; view < 10; view += 1) {
    await openAdopted(page, view % 2 === 0 ? '/title/00101' : '/');
    expect(await inlinedCatalogue(page)).toBe(canary.version);
    if (view % 2 === 0) await expect(page.getByRole('link', { name: 'カナリア版で第1話を読む' })).toBeVisible();
  }
  expect(hydrationMessages).toEqual([]);
  const stablePage = await stableBrowser.newPage();
  await openAdopted(stablePage, '/title/00101');
  await expect(stablePage.getByRole('link', { name: '第1話を読む', exact: true })).toBeVisible();

  expect(mfe('abort', 'catalog', '--reason', 'e2e done')).toMatch(/aborted the canary of catalog/);
  await openAdopted(page, '/title/00101');
  await expect(page.getByRole('link', { name: '第1話を読む', exact: true })).toBeVisible();
  await canaryBrowser.close();
  await stableBrowser.close();
});

test('a canary whose top page throws is aborted by the canary guard within 60 s of its 5th failing view; its readers then get stable', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const stable = stableVersion();
  const broken = catalogueVersion('fault', (file, text) =>
    /__federation_expose_TopPage\.[0-9a-f]+\.js$/.test(file) ? `throw new Error('canary fault in TopPage');\n${text}` : text,
  );
  mfe('canary', 'catalog', '--dir', broken.dir, '--percent', String(PERCENT), '--reason', 'e2e');

  let fifthBeaconAt = 0;
  for (let visit = 0; visit < 5; visit += 1) {
    const context = await browserInCohort(browser, baseURL!, onCanary);
    const page = await context.newPage();
    await page.goto('/');
    expect(await inlinedCatalogue(page)).toBe(broken.version);
    await expect(page.locator('[data-remote="catalog"]').getByRole('alert')).toBeVisible({ timeout: 30_000 });
    const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/field/beacon');
    await hidePage(page);
    expect((await sent).status()).toBe(204);
    fifthBeaconAt = Date.now();
    await context.close();
  }

  await expect.poll(() => JSON.parse(mfe('status', '--json')).canaries.catalog ?? null, { timeout: 60_000, intervals: [1_000] }).toBeNull();
  const abortedAfterMs = Date.now() - fifthBeaconAt;
  console.log(`canary aborted ${abortedAfterMs} ms after its 5th failing view's beacon`);
  expect(abortedAfterMs).toBeLessThan(60_000);
  expect(JSON.parse(mfe('status', '--json')).remotes.catalog.active.version).toBe(stable);
  const [line] = mfe('log', 'catalog', '--limit', '1').split('\n');
  expect(line).toMatch(/canary guard\s+abort\s+catalog\s+\S+ -> \S+\s+"automatic abort: error rate 100\.0% \(\d+ of \d+ views\)/);

  // The same reader's next page view: stable, whole.
  const context = await browserInCohort(browser, baseURL!, onCanary);
  const page = await context.newPage();
  await openAdopted(page, '/');
  expect(await inlinedCatalogue(page)).toBe(stable);
  await expect(page.locator('[data-remote="catalog"]').getByRole('alert')).toHaveCount(0);
  await context.close();
});
