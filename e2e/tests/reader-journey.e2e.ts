import { expect, openAdopted, test, PORTRAIT_VIEWPORT } from './support';

// These journeys turn one page at a time: a portrait window, where the viewer shows single pages.
test.use({ viewport: PORTRAIT_VIEWPORT });

test('a reader opens the top page, a title, its first episode, and turns pages with the keyboard', async ({ page }) => {
  // Adopted: the clicks below are the app's own navigations. Before adoption a link is a plain
  // link, and a busy machine then loaded the viewer as a new page whose keys nobody heard yet.
  await openAdopted(page, '/');
  const catalog = page.locator('[data-remote="catalog"]');
  const firstCard = catalog
    .getByRole('link')
    .filter({ has: page.getByRole('img') })
    .first();
  await expect(firstCard).toBeVisible();
  await firstCard.click();

  await expect(page).toHaveURL(/\/title\/\d{5}$/);
  const titleName = page.getByRole('heading', { level: 1 });
  await expect(titleName).not.toBeEmpty();
  await page.getByRole('link', { name: '第1話を読む' }).click();

  await expect(page).toHaveURL(/\/title\/\d{5}\/episode\/\d+$/);
  // Viewers use no layout: no site header around the reader.
  await expect(page.getByRole('banner')).toHaveCount(0);
  const pageImage = page.locator('[data-remote="viewer"]').getByRole('img', { name: /^ページ 1 \/ \d+$/ });
  await expect(pageImage).toBeVisible();
  const total = Number((await pageImage.getAttribute('aria-label'))!.split('/')[1]!.trim());
  expect(total).toBeGreaterThan(1);

  // Right-to-left: ArrowLeft goes forward, ArrowRight goes back.
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('img', { name: `ページ 2 / ${total}` })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('img', { name: `ページ 3 / ${total}` })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('img', { name: `ページ 2 / ${total}` })).toBeVisible();
});

test('unknown paths and invalid ids show the 404 page inside the layout', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Page Not Found: /no/such/page')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goto('/title/123');
  await expect(page.getByText('Page Not Found: /title/123')).toBeVisible();
});
