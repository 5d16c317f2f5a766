import type { Browser } from '@playwright/test';
import { CPU_SLOWDOWN, type TapFigures, slowPhone, tapWhileStarting } from './slow-phone';
import { expect, test } from './support';

/**
 * The title page on a slow phone (slow-phone.ts). Before the page had adopted its first screen,
 * every tap on it landed on an inert #root and did nothing; a link there must now work from the
 * moment it shows.
 */

/** After the link shows: at once, then while the page is still starting, then later. */
const TAP_DELAYS_MS = [0, 400, 800, 1600];

test.slow();

/** The same load without a tap: when the content, the link and the adopted page come (ms from navigation start). */
async function startUpFigures(browser: Browser, baseURL: string) {
  const { context, page } = await slowPhone(browser, baseURL, '/title/00101');
  await page.goto('/title/00101', { waitUntil: 'commit' });
  await page.getByRole('link', { name: '第1話を読む' }).waitFor({ state: 'visible', timeout: 60_000 });
  const linkShownMs = await page.evaluate(() => performance.now());
  await expect(page.locator('#root')).not.toHaveAttribute('data-adopting', { timeout: 60_000 });
  const adoptedMs = await page.evaluate(() => performance.now());
  const contentMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1);
  await context.close();
  return { contentMs: Math.round(contentMs), linkShownMs: Math.round(linkShownMs), adoptedMs: Math.round(adoptedMs) };
}

test('on a slow phone every tap on a first-screen link navigates, before the page has adopted its first screen too', async ({
  browser,
  baseURL,
}) => {
  const startUp = await startUpFigures(browser, baseURL ?? '');
  const figures: TapFigures[] = [];
  for (const delay of TAP_DELAYS_MS) {
    figures.push(
      await tapWhileStarting(browser, baseURL ?? '', {
        pathname: '/title/00101',
        control: (page) => page.getByRole('link', { name: '第1話を読む' }),
        arrived: (url) => /^\/title\/00101\/episode\/\d+$/.test(url.pathname),
        delay,
        beforeAdoption: delay === 0,
      }),
    );
  }
  console.log(`slow phone (150 ms, 1.6 Mbps, CPU x${CPU_SLOWDOWN}), ms from navigation start: ${JSON.stringify(startUp)}`);
  for (const figure of figures) console.log(`  tap ${JSON.stringify(figure)}`);
  // The point of the test: taps that came before adoption navigated too (the page was slow enough to have some).
  expect(figures.some((figure) => !figure.adoptedAtTap)).toBe(true);
});
