import { logInThroughModal, expect, test } from './support';

// The journeys of one run share one database, one at a time in file-name order: this one adds
// 100 free points to the demo reader, so its file sorts after login.e2e.ts, which checks the
// seeded balance (700). It reads the balance before redeeming, as the purchase journeys do.

test('the demo reader reaches /gift from the my-page popup, redeems CIAO-WELCOME once, and the second time is told it was received', async ({
  page,
}) => {
  await page.goto('/gift');
  const commerce = page.locator('[data-remote="commerce"]');
  await expect(commerce.getByText('ギフトコードを使うには、ログインしてください。')).toBeVisible();

  await logInThroughModal(page);
  await page.getByRole('banner').getByRole('button', { name: 'マイページ' }).click();
  const popup = page.getByRole('dialog', { name: 'マイページ' });
  const pointsBefore = popup.getByText('ポイント', { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(pointsBefore).toHaveText(/^[\d,]+$/);
  const before = Number((await pointsBefore.textContent())?.replace(/,/g, ''));
  await popup.getByRole('link', { name: 'ギフトコードを使う' }).click();
  await expect(page).toHaveURL(/\/gift$/);

  const code = commerce.getByRole('textbox', { name: 'ギフトコード' });
  await code.fill('ciao-welcome');
  await commerce.getByRole('button', { name: '受け取る' }).click();
  await expect(commerce.getByRole('heading', { name: 'ギフトを受け取りました' })).toBeFocused();
  await expect(commerce.getByText('受け取ったポイント（無償）').locator('xpath=following-sibling::dd')).toHaveText('100pt');
  await expect(commerce.getByText('有効期限').locator('xpath=following-sibling::dd')).toHaveText(/^\d{4}\.\d{2}\.\d{2}$/);
  await expect(commerce.getByText('いまのポイント').locator('xpath=following-sibling::dd')).toHaveText(
    `${(before + 100).toLocaleString('ja-JP')}pt`,
  );

  await commerce.getByRole('button', { name: '別のコードを入力する' }).click();
  await code.fill('CIAO-WELCOME');
  await commerce.getByRole('button', { name: '受け取る' }).click();
  await expect(commerce.getByRole('alert')).toHaveText('このギフトコードはすでに受け取り済みです。');
});
