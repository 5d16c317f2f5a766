import { expect as baseExpect } from '@playwright/test';
import { expectNoSeriousViolations, PORTRAIT_VIEWPORT, test } from './support';

// One page per turn (a portrait window), so one caption is on screen at a time.
test.use({ viewport: PORTRAIT_VIEWPORT });

// Axe and a remote's first load on this shared 2-core machine need more than the defaults.
test.slow();
const expect = baseExpect.configure({ timeout: 30_000 });

test('a page image tells screen readers what happens, and captions with furigana follow the page', async ({ page }) => {
  await page.goto('/title/00101/episode/10101');
  const viewer = page.locator('[data-remote="viewer"]');
  const firstPage = viewer.getByRole('img', { name: /^ページ 1 \/ \d+$/ });
  await expect(firstPage).toBeVisible();
  // The text the API derives from the page's recipe: what happens, what is drawn, the lines.
  await expect(firstPage).toHaveAccessibleDescription(/が.+で.+。\d+コマのページ。.*せりふ: .+「.+」/);

  await viewer.getByRole('button', { name: 'ふりがな字幕' }).click();
  await expect(viewer.getByRole('button', { name: 'ふりがな字幕' })).toHaveAttribute('aria-pressed', 'true');
  const caption = viewer.getByTestId('page-caption');
  await expect(caption).toHaveCount(1);
  await expect(caption.locator('ruby rt').first()).toBeVisible();
  const firstCaption = await caption.textContent();
  expect(firstCaption).toMatch(/「.+」/);

  await page.keyboard.press('ArrowLeft');
  const secondPage = viewer.getByRole('img', { name: /^ページ 2 \/ \d+$/ });
  await expect(secondPage).toBeVisible();
  await expect(secondPage).toHaveAccessibleDescription(/せりふ: /);
  await expect(caption).toHaveCount(1);
  await expect(caption).not.toHaveText(firstCaption ?? '');
  await expectNoSeriousViolations(page);
  // Kept with the run's results, to look at the caption over the page.
  await page.screenshot({ path: test.info().outputPath('captions.png') });
});
