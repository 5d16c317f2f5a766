import { signUpThroughOutbox, expect, test } from './support';

const thisYear = new Date().getFullYear();
const PASSWORD = 'Sakura-2026x';

test('an adult signs up, opens the mailed link from the development outbox and lands logged in', async ({ page }) => {
  const email = `e2e-signup-${Date.now()}@example.com`;
  const link = await signUpThroughOutbox(page, { email, password: PASSWORD, nickname: 'テストさくら' });

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'ようこそ、テストさくら さん！' })).toBeVisible();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'マイページ' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'ログイン' })).toHaveCount(0);
  await expect(banner.getByRole('link', { name: '新規登録' })).toHaveCount(0);

  // The link works once: opened again it says the sign-up is already complete.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '登録はもう完了しています' })).toBeVisible();
});

test('a 12-year-old is sent to the age-denied page', async ({ page }) => {
  await page.goto('/signup/pre');
  await page.getByLabel('生まれた年').selectOption(String(thisYear - 12));
  await page.getByLabel('生まれた月').selectOption('12');
  await page.getByRole('button', { name: '次へ' }).click();
  await expect(page).toHaveURL(/\/denied\/age$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ごめんなさい。登録できませんでした' })).toBeVisible();
});

test('a minor by the age gate is not offered the login form, only the notice', async ({ page }) => {
  await page.goto('/signup/pre');
  await page.getByLabel('生まれた年').selectOption(String(thisYear - 14));
  await page.getByLabel('生まれた月').selectOption('1');
  await page.getByRole('button', { name: '次へ' }).click();
  await expect(page.getByRole('checkbox', { name: '利用規約（13〜15歳の方）' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'ログイン' }).click();
  const dialog = page.getByRole('dialog', { name: 'ログイン', exact: true });
  await expect(dialog.getByText('ログインできるのは16歳以上の方です。', { exact: false })).toBeVisible();
  await expect(dialog.getByLabel('メールアドレス')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'わかりました' }).click();
  await expect(dialog).toBeHidden();
});

test('a reader whose consents are missing agrees in the login modal and is logged in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'ログイン' }).click();
  const login = page.getByRole('dialog', { name: 'ログイン', exact: true });
  await login.getByLabel('メールアドレス').fill('needs-terms@example.com');
  await login.getByLabel('パスワード').fill('Comic-Reader-2026');
  await login.getByRole('button', { name: 'ログイン' }).click();

  const consent = page.getByRole('dialog', { name: '規約への同意' });
  await consent.getByRole('checkbox', { name: '利用規約' }).check();
  await consent.getByRole('checkbox', { name: 'プライバシーポリシー' }).check();
  await consent.getByRole('button', { name: '同意してログイン' }).click();
  await expect(consent).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'マイページ' })).toBeVisible();
});
