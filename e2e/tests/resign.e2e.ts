import { logInThroughModal, expect, test, seriousViolations } from './support';

test('the subscribed demo reader reaches resign through my page and settings and is refused with the reason', async ({ page }) => {
  await page.goto('/');
  await logInThroughModal(page);
  await page.goto('/my');
  await page.getByRole('navigation', { name: 'マイページのメニュー' }).getByRole('link', { name: '設定' }).click();
  await expect(page).toHaveURL(/\/my\/setting$/);
  await expect(page.getByRole('heading', { level: 1, name: '設定' })).toBeVisible();
  await expect(page.getByLabel('ニックネーム')).toHaveValue('よみこ');
  expect(await seriousViolations(page)).toEqual([]);

  // Every settings screen the page links to is a real one (axe: 0 serious or critical).
  for (const [link, heading] of [
    ['パスワードを変更する', 'パスワードを変更する'],
    ['メールアドレスを変更する', 'メールアドレスを変更する'],
    ['お知らせメールの配信', 'お知らせメールの配信'],
  ] as const) {
    await page.getByRole('navigation', { name: '設定のメニュー' }).getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: '設定へもどる' }).click();
    await expect(page).toHaveURL(/\/my\/setting$/);
  }

  await page.getByRole('link', { name: '退会する' }).click();
  await expect(page).toHaveURL(/\/resign$/);
  await expect(page.getByRole('heading', { level: 1, name: '退会する' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('checkbox', { name: '上のことを読んで、わかりました' }).check();
  await page.getByRole('button', { name: '退会する' }).click();
  await expect(page.getByRole('alert')).toContainText('定期購読中は退会できません。');
  expect(await seriousViolations(page)).toEqual([]);

  // Refused: the account stays, still logged in.
  await page.goto('/my');
  await expect(page.getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'マイページ' })).toBeVisible();
});
