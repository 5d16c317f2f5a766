import type { Page } from '@playwright/test';
import { logInThroughModal, expect, test } from './support';

/** The balance line of the purchase dialog: 所持ポイント 700pt（有償 500 / 無償 200）. */
async function balanceIn(dialog: ReturnType<Page['getByRole']>): Promise<number> {
  const text = await dialog.getByText(/^所持ポイント/).textContent();
  const match = /所持ポイント ([\d,]+)pt/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no balance in "${text}"`);
  return Number(match[1].replace(/,/g, ''));
}

test('the demo reader buys a paid episode with points from the title page and lands in the viewer', async ({ page }) => {
  await page.goto('/');
  await logInThroughModal(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'マイページ' })).toBeVisible();

  await page.goto('/title/00101');
  const catalog = page.locator('[data-remote="catalog"]');
  const buy = catalog.getByRole('button', { name: /^\d+pt\s*購入・レンタル\s*（.+）$/ }).first();
  await expect(buy).toBeVisible();
  // The button's name: its price (the kit's badge), then the episode for screen readers.
  const label = (await buy.textContent()) ?? '';
  const [, points, episodeName = ''] = /^(\d+)pt\s*購入・レンタル\s*（(.+)）$/.exec(label) ?? [];
  const price = Number(points);
  expect(price).toBeGreaterThan(0);
  await buy.click();

  const dialog = page.getByRole('dialog', { name: 'このお話を読む' });
  await expect(dialog.locator('xpath=ancestor::*[@data-remote="commerce"]')).toHaveCount(1);
  await expect(dialog.getByText(episodeName)).toBeVisible();
  const before = await balanceIn(dialog);
  await expect(dialog.getByText(`購入後の残高 ${(before - price).toLocaleString('ja-JP')}pt`)).toBeVisible();

  await dialog.getByRole('radio', { name: /ポイントで購入/ }).check();
  await dialog.getByRole('button', { name: `${price}ptで購入する` }).dblclick();

  await expect(page).toHaveURL(/\/title\/00101\/episode\/\d+$/);
  await expect(page.locator('[data-remote="viewer"]').getByRole('img', { name: /^ページ 1 \/ \d+$/ })).toBeVisible();

  // Back on the title page: the episode is bought, and the next dialog shows the lower balance (charged once).
  await page.goto('/title/00101');
  await expect(catalog.getByRole('listitem').filter({ hasText: episodeName }).getByText('購入済み')).toBeVisible();
  await catalog
    .getByRole('button', { name: /^\d+pt\s*購入・レンタル\s*（.+）$/ })
    .first()
    .click();
  await expect(dialog).toBeVisible();
  await expect.poll(() => balanceIn(dialog)).toBe(before - price);
});

test('the demo reader rents a paid episode with the wait-to-be-free ticket and sees it recharging for 23 hours', async ({ page }) => {
  await page.goto('/');
  await logInThroughModal(page);
  await page.goto('/title/00102');
  const catalog = page.locator('[data-remote="catalog"]');
  const buyButtons = catalog.getByRole('button', { name: /^\d+pt\s*購入・レンタル\s*（.+）$/ });
  await buyButtons.first().click();

  const dialog = page.getByRole('dialog', { name: 'このお話を読む' });
  await expect(dialog.getByRole('radio', { name: /待てば無料チケットで72時間レンタル/ })).toBeChecked();
  await dialog.getByRole('button', { name: '待てば無料チケットを使う' }).click();
  await expect(page).toHaveURL(/\/title\/00102\/episode\/\d+$/);
  await expect(page.locator('[data-remote="viewer"]').getByRole('img', { name: /^ページ 1 \/ \d+$/ })).toBeVisible();

  await page.goto('/title/00102');
  await expect(catalog.getByText('レンタル中').first()).toBeVisible();
  await buyButtons.first().click();
  const waitFree = dialog.getByRole('radio', { name: /待てば無料チケットで72時間レンタル/ });
  await expect(waitFree).toBeDisabled();
  await expect(dialog.getByText(/^あと(22時間5\d|23時間0)分$/)).toBeVisible();
});
