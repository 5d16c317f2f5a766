import { DEMO_READER, closingBonus, expect, openAdopted, test, seriousViolations } from './support';

// Long journeys (login, several page loads, axe on each screen): three times the default time.
test.slow();

test('from a title page, a visitor logs in, writes a fan letter, confirms, sends it and sees the success page', async ({ page }) => {
  // The link is the page's once the server's first screen is adopted.
  await openAdopted(page, '/title/00102');
  const catalog = page.locator('[data-remote="catalog"]');
  // The first page load also loads the catalogue remote: give a busy machine time.
  await catalog.getByRole('link', { name: 'ファンレターを送る' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/fanletter\/form\/title\/00102$/);

  // Logged out: the login modal opens by itself and brings the reader back to the form.
  const login = page.getByRole('dialog', { name: 'ログイン', exact: true });
  await expect(login).toBeVisible({ timeout: 30_000 });
  await login.getByLabel('メールアドレス').fill(DEMO_READER.email);
  await login.getByLabel('パスワード').fill(DEMO_READER.password);
  // The first login of a fresh database's day receives the bonus, whose dialog leaves the form inert.
  await closingBonus(page, async () => {
    await login.getByRole('button', { name: 'ログイン' }).click();
    await expect(login).toBeHidden();
  });
  await expect(page).toHaveURL(/\/fanletter\/form\/title\/00102$/);

  await expect(catalog.getByRole('heading', { level: 1, name: 'ファンレターを書く' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const body = catalog.getByRole('textbox', { name: 'お手紙' });
  await body.fill('あ'.repeat(1001));
  await expect(catalog.getByText('1001 / 1000文字')).toBeVisible();
  await expect(catalog.getByText('お手紙は1000文字以内で入力してください')).toBeVisible();
  await body.fill('毎週の更新を楽しみにしています。これからもがんばってください！');
  await expect(catalog.getByText('お手紙は1000文字以内で入力してください')).toBeHidden();
  await catalog.getByRole('button', { name: 'かくにんする' }).click();

  await expect(catalog.getByRole('heading', { name: 'この内容で送りますか？' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await catalog.getByRole('button', { name: '送る' }).click();

  await expect(page).toHaveURL(/\/fanletter\/success$/);
  await expect(catalog.getByRole('heading', { level: 1, name: 'ファンレターを送りました' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await catalog.getByRole('link', { name: '作品ページへもどる' }).click();
  await expect(page).toHaveURL(/\/title\/00102$/);
});

test('the failure page says to retry later and leads back to the top page', async ({ page }) => {
  await page.goto('/fanletter/failure');
  const catalog = page.locator('[data-remote="catalog"]');
  await expect(catalog.getByRole('heading', { level: 1, name: 'ファンレターを送れませんでした' })).toBeVisible({ timeout: 30_000 });
  await expect(catalog.getByText('送信エラーが発生しました。時間をおいて、もう一度お試しください。')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
