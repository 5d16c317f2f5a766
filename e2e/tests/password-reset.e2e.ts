import { expect, test, seriousViolations } from './support';

// A seeded fixture no other journey logs in with (api/README.md: same password as the demo reader).
const READER = { email: 'devices@example.com', password: 'Comic-Reader-2026' };
const NEW_PASSWORD = 'Fresh-Start-2027';

test('a reader resets a forgotten password from the login modal and logs in with the new one', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'ログイン' }).click();
  const login = page.getByRole('dialog', { name: 'ログイン', exact: true });
  await login.getByRole('link', { name: 'パスワードを忘れた方' }).click();
  await expect(login).toBeHidden();
  await expect(page).toHaveURL(/\/password\/prereset$/);
  await expect(page.getByRole('heading', { level: 1, name: 'パスワードを忘れたとき' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('メールアドレス').fill(READER.email);
  await page.getByRole('button', { name: '再設定のメールを送る' }).click();
  await expect(page).toHaveURL(/\/password\/prereset\/send$/);
  await expect(page.getByRole('heading', { level: 1, name: 'メールを確認してください' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The development outbox holds the mail with its single-use 24 h link.
  await page.getByRole('link', { name: '開発用メール送信箱を開く' }).click();
  const mail = page.locator('article', { hasText: READER.email }).filter({ hasText: 'パスワードの再設定' }).first();
  await expect(mail).toBeVisible();
  await mail.getByRole('link', { name: 'メールのリンクを開く / Open the mailed link' }).click();

  await expect(page).toHaveURL(/\/password\/reset\?token=[A-Za-z0-9_-]{43}$/);
  const resetUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: '新しいパスワードを設定する' })).toBeVisible();
  // docs/product-rules.md §5's rules before anything is sent.
  await page.getByLabel('新しいパスワード', { exact: true }).fill('abcdefghijkl');
  await page.getByLabel('新しいパスワード（確認のため、もう一度）').fill('abcdefghijkl');
  await page.getByRole('button', { name: 'パスワードを設定する' }).click();
  await expect(page.getByText('パスワードには、英大文字・英小文字・数字・記号のうち3種類以上を含めてください。')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('新しいパスワード', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('新しいパスワード（確認のため、もう一度）').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'パスワードを設定する' }).click();
  await expect(page).toHaveURL(/\/password\/reset\/done$/);
  await expect(page.getByRole('heading', { level: 1, name: 'パスワードを設定しました' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The new password logs in (that the old one no longer does is an API test: accounts-credentials).
  await page.getByRole('button', { name: 'ログインする' }).click();
  const dialog = page.getByRole('dialog', { name: 'ログイン', exact: true });
  await dialog.getByLabel('メールアドレス').fill(READER.email);
  await dialog.getByLabel('パスワード').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'ログイン' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'マイページ' })).toBeVisible();

  // The link worked once.
  await page.goto(resetUrl);
  await page.getByLabel('新しいパスワード', { exact: true }).fill('Another-Try-2028');
  await page.getByLabel('新しいパスワード（確認のため、もう一度）').fill('Another-Try-2028');
  await page.getByRole('button', { name: 'パスワードを設定する' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'このリンクはもう使われています' })).toBeVisible();
  await expect(page.getByRole('link', { name: '再設定のメールをもう一度送る' })).toBeVisible();
});
