import { expect as baseExpect } from '@playwright/test';
import { expectNoSeriousViolations, openAdopted, PORTRAIT_VIEWPORT, test } from './support';

// One page per turn (a portrait window), so one caption is on screen at a time.
test.use({ viewport: PORTRAIT_VIEWPORT });

// Axe and a remote's first load on this shared 2-core machine need more than the defaults.
test.slow();
const expect = baseExpect.configure({ timeout: 30_000 });

test('a page image tells screen readers what happens, and captions with furigana follow the page', async ({ page }) => {
  await openAdopted(page, '/title/00101/episode/10101');
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

test("a magazine preview page is described by the API's text for it, and its caption shows with furigana", async ({ page }) => {
  await page.goto('/magazine/00012');
  const viewer = page.locator('[data-remote="viewer"]');
  // The latest issue is paid: a visitor reads its preview, whose texts are asked for the preview's pages.
  const texts = page.waitForResponse((response) => response.url().includes('/api/web/magazine/page/text?'));
  await viewer.getByRole('button', { name: /試し読み/ }).click();
  const answer = (await (await texts).json()) as { data: { page_text_list: Array<{ page: number; description: string }> } };
  expect(answer.data.page_text_list.map((text) => text.page)).toEqual([1, 2, 3, 4]);

  const firstPage = viewer.getByRole('img', { name: 'ページ 1 / 4' });
  await expect(firstPage).toBeVisible();
  const description = answer.data.page_text_list[0]?.description ?? '';
  expect(description).toMatch(/が.+で.+。\d+コマのページ。/);
  await expect(firstPage).toHaveAccessibleDescription(
    new RegExp(`^${description.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} せりふ: .+「.+」`),
  );

  await viewer.getByRole('button', { name: 'ふりがな字幕' }).click();
  const caption = viewer.getByTestId('page-caption');
  await expect(caption).toHaveCount(1);
  await expect(caption).toHaveText(/「.+」/);
  await expect(caption.locator('ruby rt').first()).toBeAttached();
  await expectNoSeriousViolations(page);
});
