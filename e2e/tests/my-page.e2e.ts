import { DEMO_READER, literalPattern, logInClosingBonus, expect, test, seriousViolations } from './support';

test('a reader reads a first episode, finds the title in the history and sees the balances on my page', async ({ page }) => {
  await page.goto('/');
  await logInClosingBonus(page);

  const firstCard = page
    .locator('[data-remote="catalog"]')
    .getByRole('link')
    .filter({ has: page.getByRole('img') })
    .first();
  await firstCard.click();
  await expect(page).toHaveURL(/\/title\/\d{5}$/);
  const titleName = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  expect(titleName).not.toBe('');
  await page.getByRole('link', { name: '第1話を読む' }).click();
  await expect(page.locator('[data-remote="viewer"]').getByRole('img', { name: /^ページ 1 \/ \d+$/ })).toBeVisible();

  await page.goto('/my/history');
  const account = page.locator('[data-remote="account"]');
  await expect(account.getByRole('heading', { level: 1, name: '読んだ作品の履歴' })).toBeVisible();
  // The card names the episode the reader stopped at (第1話 here), so the link says which one.
  const continueLink = account.getByRole('link', { name: new RegExp(`^${literalPattern(titleName)} .+のつづきを読む$`) });
  await expect(continueLink).toHaveAttribute('href', /\/title\/\d{5}\/episode\/\d+$/);
  expect(await seriousViolations(page)).toEqual([]);

  await account.getByRole('link', { name: 'マイページへもどる' }).click();
  await expect(page).toHaveURL(/\/my$/);
  await expect(account.getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible();
  const balances = account.getByRole('region', { name: 'もっているポイントとコイン' });
  await expect(balances.getByText('コイン', { exact: true })).toBeVisible();
  await expect(balances.getByText('ポイント（購入）')).toBeVisible();
  await expect(balances.locator('dd').first()).toHaveText(/^[\d,]+$/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('logged out, the history asks for the login and shows the history after it', async ({ page }) => {
  await page.goto('/my/history');
  await expect(page.getByRole('heading', { level: 1, name: 'ログインしてください' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'ログイン', exact: true });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('メールアドレス').fill(DEMO_READER.email);
  await dialog.getByLabel('パスワード').fill(DEMO_READER.password);
  await dialog.getByRole('button', { name: 'ログイン' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/my\/history$/);
  await expect(page.getByRole('heading', { level: 1, name: '読んだ作品の履歴' })).toBeVisible();
});
