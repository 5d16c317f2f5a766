import { expect, test, expectNoSeriousViolations, openAdopted } from './support';

test('a reader searches from the header modal with half-width katakana and opens a title', async ({ page }) => {
  // The header's さがす is a real link to /search until the page is adopted, and the modal after.
  await openAdopted(page, '/');
  await page.getByRole('banner').getByRole('link', { name: 'さがす' }).click();

  const dialog = page.getByRole('dialog', { name: 'さがす' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'ジャンルからさがす' }).getByRole('link').first()).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'キーワードからさがす' }).getByRole('link').first()).toBeVisible();
  await expect(dialog.getByRole('region', { name: '雑誌からさがす' }).getByRole('link').first()).toBeVisible();
  await expectNoSeriousViolations(page);

  // An empty keyword is ignored: the modal stays, the address too.
  await dialog.getByRole('button', { name: 'さがす' }).click();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // docs/product-rules.md §5: half-width katakana is searched as full-width.
  await dialog.getByRole('searchbox', { name: 'キーワード' }).fill('ﾊﾑｽﾀｰ');
  await dialog.getByRole('searchbox', { name: 'キーワード' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`/search/word/${encodeURIComponent('ハムスター')}`);
  await expect(page.getByRole('heading', { level: 1, name: '「ハムスター」の検索結果' })).toBeVisible();
  const card = page.locator('[data-remote="catalog"]').getByRole('link', { name: /恋するハムスター/ });
  await expect(card).toBeVisible();
  await expectNoSeriousViolations(page);

  await card.click();
  await expect(page).toHaveURL(/\/title\/\d{5}$/);
  await expect(page.getByRole('heading', { level: 1, name: '恋するハムスター' })).toBeVisible();
});

test('a search that finds nothing lands on the Search page with a clear message', async ({ page }) => {
  // The header's さがす is a real link to /search until the page is adopted, and the modal after.
  await openAdopted(page, '/');
  await page.getByRole('banner').getByRole('link', { name: 'さがす' }).click();
  const dialog = page.getByRole('dialog', { name: 'さがす' });
  await dialog.getByRole('searchbox', { name: 'キーワード' }).fill('ｚｚｚｚ');
  await dialog.getByRole('button', { name: 'さがす' }).click();

  await expect(page).toHaveURL('/search?keyword=zzzz');
  await expect(page.getByText('「zzzz」に合う作品は見つかりませんでした。ほかのことばでさがしてみてね。')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'キーワード' })).toHaveValue('zzzz');
  await expectNoSeriousViolations(page);
});

test("a genre link from the modal lists that genre's titles", async ({ page }) => {
  // The header's さがす is a real link to /search until the page is adopted, and the modal after.
  await openAdopted(page, '/');
  await page.getByRole('banner').getByRole('link', { name: 'さがす' }).click();
  const genres = page.getByRole('dialog', { name: 'さがす' }).getByRole('region', { name: 'ジャンルからさがす' });
  await genres.getByRole('link', { name: 'ファンタジー' }).click();

  await expect(page).toHaveURL(/\/search\/genre\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ジャンル「ファンタジー」の作品' })).toBeVisible();
  await expect(page.locator('[data-remote="catalog"]').getByRole('link', { name: /./ }).first()).toBeVisible();
});
