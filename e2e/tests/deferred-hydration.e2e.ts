import type { Locator } from '@playwright/test';
import { expect, openAdopted, test, withFirstScreenReady } from './support';

/** React has adopted the element: its props are attached to it (react-dom's own key on the node). */
const adopted = (element: Locator) => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')));

test('the footer below the first screen is adopted when the reader scrolls to it, and then works', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  // A phone: the title page's footer lies screens below its first screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await withFirstScreenReady(page.request, '/title/00101');
  await openAdopted(page, '/title/00101');
  const english = page.getByRole('contentinfo').getByRole('button', { name: 'English' });
  // The server's markup is there, not yet adopted: start-up left it out.
  await expect(english).toBeAttached();
  expect(await adopted(english)).toBe(false);
  expect(await adopted(page.getByRole('banner').getByRole('button', { name: 'メニューを開く' }))).toBe(true);

  await english.scrollIntoViewIfNeeded();
  await expect.poll(() => adopted(english)).toBe(true);
  await english.click();
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: '星降る夜のシンデレラ' })).toBeVisible();
  // Adopted as it was: no mismatch reported or rendered afresh.
  expect(messages.filter((text) => /first screen|hydrat/i.test(text))).toEqual([]);
});

test("the top page's sections below its first screen render when the reader comes near them, not at start-up", async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // A phone: the first section (updated titles) fills more than its first screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await withFirstScreenReady(page.request, '/');
  await openAdopted(page, '/');
  await expect(page.getByRole('region', { name: '更新作品' })).toBeVisible();
  // Both banners render at once (each ad is reported shown when it renders: tracking.e2e.ts).
  await expect(page.getByRole('complementary', { name: '広告' })).toHaveCount(2);
  await page.waitForLoadState('networkidle');
  // Started and idle: the sections far below have their places only, not rendered, and nothing moved.
  const topics = page.getByRole('region', { name: 'トピックス' });
  const genres = page.getByRole('region', { name: 'ジャンルからさがす' });
  await expect(topics).toHaveCount(0);
  await expect(genres).toHaveCount(0);
  expect(await page.locator('[data-render-when-near]').count()).toBeGreaterThan(2);
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);

  // Reading down the page, each comes as the reader nears it.
  for (let step = 0; step < 60 && (await topics.count()) === 0; step += 1) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
  await expect(genres).toBeAttached();
  await topics.scrollIntoViewIfNeeded();
  await expect(topics.getByRole('link').first()).toBeVisible();
  await expect(page.locator('[data-render-when-near]')).toHaveCount(0);
  expect(messages.filter((text) => /first screen|hydrat/i.test(text))).toEqual([]);
});
