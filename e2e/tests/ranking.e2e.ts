import { expect, test, expectNoSeriousViolations } from './support';

test('a reader opens the ranking from the header, then the genre tab and one genre ranking; the header keeps the query', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: 'ランキング' }).click();

  await expect(page).toHaveURL(/\/ranking$/);
  const tabs = page.getByRole('tablist', { name: 'ランキングの種類' });
  await expect(tabs.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: /^1位/ })).toBeVisible();

  await expectNoSeriousViolations(page);

  // The genre tab: the top 5 of each genre, each with a link to its whole ranking.
  await tabs.getByRole('tab', { name: 'ジャンル別' }).click();
  await expect(page).toHaveURL(/\/ranking\?tab=genre$/);
  const firstGenre = panel.getByRole('region').first();
  await expect(firstGenre.getByRole('link', { name: /^1位/ })).toBeVisible();
  await firstGenre.getByRole('link', { name: /ランキングをもっと見る$/ }).click();
  await expect(page).toHaveURL(/\/ranking\/\d+$/);
  await expect(tabs.getByRole('tab', { name: 'ジャンル別' })).toHaveAttribute('aria-selected', 'true');

  // docs/product-rules.md §2: on a ranking page the header link keeps the current query.
  await page.goto('/ranking?tab=genre');
  await expect(page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: 'ランキング' })).toHaveAttribute(
    'href',
    '/ranking?tab=genre',
  );
});
