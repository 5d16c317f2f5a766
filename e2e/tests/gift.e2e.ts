import { expect, test } from '@playwright/test';
import { logInThroughModal } from './support';

test('the demo reader reaches /gift from the my-page popup, redeems CIAO-WELCOME once, and the second time is told it was received', async ({
  page,
}) => {
  await page.goto('/gift');
  const commerce = page.locator('[data-remote="commerce"]');
  await expect(commerce.getByText('ギフトコードを使うには、ログインしてください。')).toBeVisible();

  await logInThroughModal(page);
  await page.getByRole('banner').getByRole('button', { name: 'マイページ' }).click();
  await page.getByRole('dialog', { name: 'マイページ' }).getByRole('link', { name: 'ギフトコードを使う' }).click();
  await expect(page).toHaveURL(/\/gift$/);

  const code = commerce.getByRole('textbox', { name: 'ギフトコード' });
  await code.fill('ciao-welcome');
  await commerce.getByRole('button', { name: '受け取る' }).click();
  await expect(commerce.getByRole('heading', { name: 'ギフトを受け取りました' })).toBeFocused();
  await expect(commerce.getByText('受け取ったポイント（無償）').locator('xpath=following-sibling::dd')).toHaveText('100pt');
  await expect(commerce.getByText('有効期限').locator('xpath=following-sibling::dd')).toHaveText(/^\d{4}\.\d{2}\.\d{2}$/);
  await expect(commerce.getByText('いまのポイント').locator('xpath=following-sibling::dd')).toHaveText('800pt');

  await commerce.getByRole('button', { name: '別のコードを入力する' }).click();
  await code.fill('CIAO-WELCOME');
  await commerce.getByRole('button', { name: '受け取る' }).click();
  await expect(commerce.getByRole('alert')).toHaveText('このギフトコードはすでに受け取り済みです。');
});
