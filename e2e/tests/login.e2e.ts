import { type LoginBonusAnswer, logInClosingBonus, expect, test } from './support';

/**
 * The points today's login bonus added since the seeding (premium tickets are not points):
 * every browser run seeds a fresh database today, and whichever journey logs the demo reader
 * in first receives the day's bonus once.
 */
function bonusPointsToday(answer: LoginBonusAnswer): number {
  return (answer.data?.loginbonus_list ?? [])
    .filter((bonus) => bonus.received_today)
    .flatMap((bonus) => bonus.bonus_list.filter((item) => item.days === bonus.receive_days && item.bonus_type === 1))
    .reduce((sum, item) => sum + item.amount, 0);
}

test('the demo reader logs in through the modal, sees the balances the API holds, and logs out', async ({ page }) => {
  await page.goto('/');
  // The first login of the bonus day receives the login bonus (docs/product-rules.md §4): its points join the balance.
  const bonusPoints = bonusPointsToday(await logInClosingBonus(page));

  // The header (host) learns of the login from the shared store the account remote wrote.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'マイページ' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'ログイン' })).toHaveCount(0);

  const expected = await page.evaluate(async () => {
    const response = await fetch('/api/account/point?version=6.0.0&platform=3', { credentials: 'include' });
    return response.status;
  });
  // Unsigned calls are refused: the balances below can only come from the signed client.
  expect(expected).toBe(400);

  await banner.getByRole('button', { name: 'マイページ' }).click();
  const popup = page.getByRole('dialog', { name: 'マイページ' });
  await expect(popup).toBeVisible();
  // Seeded demo reader: 1200 coins, 500 paid + 200 free points (plus today's login bonus points).
  await expect(popup.getByText(/1,?200/)).toBeVisible();
  await expect(popup.getByText(new RegExp(String(700 + bonusPoints)))).toBeVisible();

  await popup.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner.getByRole('link', { name: 'ログイン' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'ログイン' })).toBeVisible();
});

test('a wrong password keeps the modal open with the message of the product rules', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'ログイン' }).click();
  const dialog = page.getByRole('dialog', { name: 'ログイン', exact: true });
  await dialog.getByLabel('メールアドレス').fill('reader@example.com');
  await dialog.getByLabel('パスワード').fill('wrong-password-123');
  await dialog.getByRole('button', { name: 'ログイン' }).click();
  await expect(dialog.getByRole('alert')).toContainText('メールアドレスまたはパスワードが正しくありません');
  await expect(dialog.getByLabel('パスワード')).toHaveValue('wrong-password-123');
});
