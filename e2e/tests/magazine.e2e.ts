import { logInThroughModal, expect, test } from './support';

test('a subscriber opens /magazine, lands on the latest issue and opens a page from its contents', async ({ page }) => {
  await page.goto('/');
  await logInThroughModal(page);

  await page.goto('/magazine');
  await expect(page).toHaveURL(/\/magazine\/\d{5}$/);
  // Replaced, not pushed: Back leaves the magazine instead of landing on /magazine again.
  const viewer = page.locator('[data-remote="viewer"]');
  await expect(viewer.getByRole('heading', { level: 1 })).toContainText('ちゃお');
  // Viewers use no layout.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(viewer.getByRole('region', { name: 'もくじ' }).getByRole('button', { name: /本誌/ })).toBeVisible();

  await viewer.getByRole('button', { name: '5ページ目を読む', exact: true }).click();
  const pageImage = viewer.getByRole('img', { name: /^ページ 5 \/ \d+$/ });
  await expect(pageImage).toBeVisible();
  const total = Number((await pageImage.getAttribute('aria-label'))!.split('/')[1]!.trim());
  expect(total).toBeGreaterThan(5);
  // The restored page is drawn: the canvas holds the image's own size.
  await expect.poll(() => pageImage.evaluate((canvas: HTMLCanvasElement) => canvas.width)).toBeGreaterThan(0);

  // Right to left, like the episode viewer.
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByRole('img', { name: `ページ 6 / ${total}` })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByRole('img', { name: `ページ 5 / ${total}` })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor meets the paywall of the paid latest issue and can read its preview', async ({ page }) => {
  await page.goto('/magazine');
  await expect(page).toHaveURL(/\/magazine\/\d{5}$/);
  const paywall = page.getByRole('region', { name: 'この号は定期購読の方が読めます' });
  await expect(paywall).toBeVisible();
  await expect(paywall.getByText('1か月550円で、毎月3号まで読めます')).toBeVisible();
  await expect(paywall.getByRole('link', { name: '定期購読を申し込む' })).toHaveAttribute('href', '/subscription');

  await paywall.getByRole('button', { name: /試し読み/ }).click();
  await expect(page.getByRole('img', { name: 'ページ 1 / 4' })).toBeVisible();
});

test('a latest link lands on the episode it names, and an unknown title on the 404 page', async ({ page }) => {
  await page.goto('/title/00101/latest/free');
  await expect(page).toHaveURL(/\/title\/00101\/episode\/\d+$/);
  await expect(page.locator('[data-remote="viewer"]').getByRole('img', { name: /^ページ 1 \/ \d+$/ })).toBeVisible();

  await page.goto('/title/99999/latest/episode');
  await expect(page.getByText('Page Not Found: /title/99999/latest/episode')).toBeVisible();
});
