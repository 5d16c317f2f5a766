import { DEMO_READER, logInThroughModal, expect, test, seriousViolations } from './support';

/** Seeded adult reader with no points (api/README.md, account fixtures); same password as the demo reader. */
const NO_POINTS_READER = { email: 'no-points@example.com', password: DEMO_READER.password };

test('not enough points -> point shop -> sandbox payment -> back to the episode with the points granted, then bought', async ({ page }) => {
  await page.goto('/');
  await logInThroughModal(page, NO_POINTS_READER);

  await page.goto('/title/00101');
  const catalog = page.locator('[data-remote="catalog"]');
  const buy = catalog.getByRole('button', { name: /^\d+pt\s*購入・レンタル\s*（.+）$/ }).first();
  const [, points] = /^(\d+)pt/.exec((await buy.textContent()) ?? '') ?? [];
  const price = Number(points);
  await buy.click();

  const dialog = page.getByRole('dialog', { name: 'このお話を読む' });
  // The reader holds only what today's login bonus gave (if any): the dialog says how much.
  const balanceLine = dialog.getByText(/^所持ポイント \d+pt/);
  await expect(balanceLine).toBeVisible();
  const held = Number(/^所持ポイント (\d+)pt/.exec((await balanceLine.textContent()) ?? '')?.[1] ?? Number.NaN);
  await expect(dialog.getByText(`ポイントが ${price - held}pt 足りません。`)).toBeVisible();
  await dialog.getByRole('link', { name: 'ポイントショップで買う' }).click();

  await expect(page).toHaveURL(/\/point\/shop\?return=%2Ftitle%2F00101%2Fepisode%2F(\d+)$/);
  const episodePath = decodeURIComponent(new URL(page.url()).searchParams.get('return') ?? '');
  const shop = page.locator('[data-remote="commerce"]');
  await expect(shop.getByRole('heading', { level: 1, name: 'ポイントショップ' })).toBeVisible();
  await expect(shop.getByText('お支払いが終わると、読んでいたお話に戻れます。')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shop.getByRole('button', { name: '360ptを2.99米ドルで購入する' }).click();

  await expect(page).toHaveURL(/\/payment\/sandbox\/[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'サンドボックス決済（テスト用）' })).toBeVisible();
  await expect(page.getByText('お支払い金額')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '2.99米ドルを支払う' }).dblclick();

  await expect(page).toHaveURL(/\/payment\/result\?result=1&checkout_id=[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { name: 'お支払いが完了しました' })).toBeVisible();
  await expect(page.getByText('いまのポイント').locator('xpath=following-sibling::dd')).toHaveText(`${360 + held}pt`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: '元のページに戻る' }).click();
  await expect(page).toHaveURL(new RegExp(`${episodePath}$`));

  // The viewer asks the title page to sell the episode; there the dialog now has the points (granted once).
  await page.goto('/title/00101');
  await buy.click();
  await expect(dialog.getByText(new RegExp(`^所持ポイント ${360 + held}pt`))).toBeVisible();
  await dialog.getByRole('radio', { name: /ポイントで購入/ }).check();
  await dialog.getByRole('button', { name: `${price}ptで購入する` }).click();
  await expect(page).toHaveURL(new RegExp(`${episodePath}$`));
  await expect(page.locator('[data-remote="viewer"]').getByRole('img', { name: /^ページ 1 \/ \d+$/ })).toBeVisible();
});

test('a cancelled sandbox payment grants nothing and says so (result 2)', async ({ page }) => {
  await page.goto('/');
  await logInThroughModal(page, NO_POINTS_READER);
  await page.goto('/point/plan');
  const commerce = page.locator('[data-remote="commerce"]');
  await expect(commerce.getByText('2.36米ドル／月')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await commerce.getByRole('button', { name: '2.36米ドルで加入する' }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\/[0-9a-f]{32}$/);
  await page.getByRole('button', { name: 'キャンセル' }).click();
  await expect(page).toHaveURL(/\/payment\/result\?result=2&checkout_id=[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { name: 'お支払いをキャンセルしました' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/point/plan');
  await expect(commerce.getByRole('button', { name: '2.36米ドルで加入する' })).toBeVisible();
});
