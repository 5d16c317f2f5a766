import { expect as baseExpect, test, type Locator } from '@playwright/test';
import { expectNoSeriousViolations, openAdopted } from './support';

// Journeys with axe: on this shared 2-core machine they need more than the default minute.
test.slow();
// A remote's first load can take longer than 10 s on that machine too.
const expect = baseExpect.configure({ timeout: 30_000 });

async function left(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the page is not laid out');
  return box.x;
}

test.use({ viewport: { width: 1280, height: 800 } });

test('a wide landscape window shows two pages side by side, right to left, turned by a spread, with no layout shift', async ({ page }) => {
  // Every layout shift from the first paint on that the reader did not cause (CLS's own rule: a
  // shift within 0.5 s of a key press, like the turn that closes the menu and gives the spread
  // its whole window back, is the reader's doing), the viewer's page boxes included.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openAdopted(page, '/title/00101/episode/10101');
  const viewer = page.locator('[data-remote="viewer"]');
  const first = viewer.getByRole('img', { name: /^ページ 1 \/ \d+$/ });
  const second = viewer.getByRole('img', { name: /^ページ 2 \/ \d+$/ });
  await expect(first).toBeVisible();
  await expect(second).toBeVisible();
  // Japanese reading order: the first page on the right.
  expect(await left(first)).toBeGreaterThan(await left(second));
  await expectNoSeriousViolations(page);

  await page.keyboard.press('ArrowLeft');
  const third = viewer.getByRole('img', { name: /^ページ 3 \/ \d+$/ });
  const fourth = viewer.getByRole('img', { name: /^ページ 4 \/ \d+$/ });
  await expect(third).toBeVisible();
  await expect(fourth).toBeVisible();
  await expect(first).toHaveCount(0);
  expect(await left(third)).toBeGreaterThan(await left(fourth));

  await page.keyboard.press('ArrowRight');
  await expect(first).toBeVisible();
  await expect(second).toBeVisible();
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
});

test('the menu switch puts the cover alone', async ({ page }) => {
  await openAdopted(page, '/title/00101/episode/10101');
  const viewer = page.locator('[data-remote="viewer"]');
  await expect(viewer.getByRole('img', { name: /^ページ 2 \/ \d+$/ })).toBeVisible();
  // The menu is open on the page reading starts at.
  await viewer.getByRole('button', { name: '表紙を単独で表示' }).click();
  await expect(viewer.getByRole('img', { name: /^ページ 2 \/ \d+$/ })).toHaveCount(0);
  await expect(viewer.getByRole('img', { name: /^ページ 1 \/ \d+$/ })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByRole('img', { name: /^ページ 2 \/ \d+$/ })).toBeVisible();
  await expect(viewer.getByRole('img', { name: /^ページ 3 \/ \d+$/ })).toBeVisible();
});
