import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations, openAdopted, PORTRAIT_VIEWPORT, test } from './support';

// One page per turn (a portrait window) so the pages can be counted.
test.use({ viewport: PORTRAIT_VIEWPORT });

// Journeys with axe: on this shared 2-core machine they need more than the default minute.
test.slow();
// A remote's first load can take longer than 10 s on that machine too.
const expect = baseExpect.configure({ timeout: 30_000 });

const EPISODE = '/title/00101/episode/10101';

/** Opens the episode on its first page, with the menu (and its zoom buttons) open as it opens. */
async function openEpisode(page: Page) {
  await openAdopted(page, EPISODE);
  const viewer = page.locator('[data-remote="viewer"]');
  const first = viewer.getByRole('img', { name: /^ページ 1 \/ \d+$/ });
  await expect(first).toBeVisible();
  const pageBox = viewer.getByTestId('page-box');
  const zoomMenu = viewer.getByRole('group', { name: 'ページの拡大' });
  await expect(zoomMenu.getByText('100%')).toBeVisible();
  return { viewer, first, pageBox, zoomMenu, unzoomed: await box(pageBox) };
}

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share any area (touching edges do not count). */
function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('the page box is not laid out');
  return found;
}

test('a reader zooms with ctrl+wheel and +, pans with the arrows without turning, resets from the menu, then turns again', async ({
  page,
}) => {
  const { viewer, first, pageBox, zoomMenu, unzoomed } = await openEpisode(page);

  // ctrl+wheel over the page zooms it (and not the site).
  await page.mouse.move(unzoomed.x + unzoomed.width / 2, unzoomed.y + unzoomed.height / 2);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -300);
  await page.keyboard.up('Control');
  await expect(zoomMenu.getByText('200%')).toBeVisible();
  await page.keyboard.press('+');
  await expect(zoomMenu.getByText('300%')).toBeVisible();
  await expect.poll(async () => (await box(pageBox)).width).toBeCloseTo(unzoomed.width * 3, 0);
  await expectNoSeriousViolations(page);

  // The left arrow pans towards the left edge instead of turning; the page never leaves the place it had.
  const before = await box(pageBox);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await box(pageBox)).x).toBeGreaterThan(before.x);
  for (let press = 0; press < 20; press += 1) await page.keyboard.press('ArrowLeft');
  await expect(first).toBeVisible();
  await expect(viewer.getByRole('img', { name: /^ページ 2 \/ \d+$/ })).toHaveCount(0);
  await expect.poll(async () => (await box(pageBox)).x).toBeCloseTo(unzoomed.x, 0);
  const panned = await box(pageBox);
  expect(panned.x + panned.width).toBeGreaterThanOrEqual(unzoomed.x + unzoomed.width);
  // The left third does not turn either.
  await viewer.getByRole('button', { name: '次のページ' }).click({ position: { x: 20, y: 600 } });
  await expect(first).toBeVisible();

  await zoomMenu.getByRole('button', { name: '元の大きさ' }).click();
  await expect(zoomMenu.getByText('100%')).toBeVisible();
  await expect.poll(async () => box(pageBox)).toEqual(unzoomed);

  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByRole('img', { name: /^ページ 2 \/ \d+$/ })).toBeVisible();
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a double tap zooms in where it lands without turning, another zooms out, and then a single tap turns', async ({ page }) => {
    const { viewer, first, pageBox, zoomMenu, unzoomed } = await openEpisode(page);
    // The menu's zoom buttons have a place of their own on a phone: not over the page's art.
    const zoomButtons = await box(zoomMenu);
    expect(overlap(zoomButtons, await box(first)), 'the zoom buttons over the page image').toBe(false);
    expect(overlap(zoomButtons, unzoomed), 'the zoom buttons over the page box').toBe(false);
    // Nor over the menu's bottom bar (the next and previous episode, the page counter).
    const bottomBar = viewer.getByRole('navigation');
    expect(overlap(zoomButtons, await box(bottomBar)), 'the zoom buttons over the bottom bar').toBe(false);
    // The left third (the next page), in the middle height of the page.
    const spot = { x: unzoomed.x + unzoomed.width / 6, y: unzoomed.y + unzoomed.height / 2 };

    await page.touchscreen.tap(spot.x, spot.y);
    await page.touchscreen.tap(spot.x, spot.y);
    await expect(zoomMenu.getByText('200%')).toBeVisible();
    await expect.poll(async () => (await box(pageBox)).width).toBeCloseTo(unzoomed.width * 2, 0);
    await expect(first).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.touchscreen.tap(spot.x, spot.y);
    await page.touchscreen.tap(spot.x, spot.y);
    await expect(zoomMenu.getByText('100%')).toBeVisible();
    await expect(first).toBeVisible();

    // One tap, unzoomed, turns (once it is clear no second tap follows).
    await page.touchscreen.tap(spot.x, spot.y);
    await expect(viewer.getByRole('img', { name: /^ページ 2 \/ \d+$/ })).toBeVisible();
  });

  test("on the end page the menu open on the last page leaves nothing over the end card's buttons", async ({ page }) => {
    const { viewer, first, zoomMenu } = await openEpisode(page);
    const total = Number((await first.getAttribute('aria-label'))?.split('/')[1]?.trim());
    for (let shown = 2; shown <= total; shown += 1) {
      await page.keyboard.press('ArrowLeft');
      await expect(viewer.getByRole('img', { name: `ページ ${shown} / ${total}` })).toBeVisible();
    }
    // The menu opened on the last page, with its zoom buttons where a phone has them.
    await viewer.getByRole('button', { name: 'メニューを表示・非表示' }).tap();
    await expect(zoomMenu.getByText('100%')).toBeVisible();
    const last = viewer.getByRole('img', { name: `ページ ${total} / ${total}` });
    expect(overlap(await box(zoomMenu), await box(last)), 'the zoom buttons over the last page').toBe(false);

    await page.keyboard.press('ArrowLeft');
    const endCard = viewer.getByRole('region', { name: '読み終わりました' });
    await expect(endCard.getByRole('link', { name: '作品ページへ戻る' })).toBeVisible();
    // The menu belonged to the last page: nothing of it stays over the end card's buttons.
    await expect(zoomMenu).toBeHidden();
  });
});
