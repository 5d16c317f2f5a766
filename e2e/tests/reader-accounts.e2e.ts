import { expect as baseExpect } from '@playwright/test';
import { type LoginBonusAnswer, logInClosingBonus, logInThroughModal, signUpThroughOutbox, test } from './support';

// Sign-ups, logins and a resign on this shared 2-core machine need more than the default minute.
test.slow();
const expect = baseExpect.configure({ timeout: 30_000 });
const PASSWORD = 'Sakura-2026x';

test("the development outbox's sign-up link completes the sign-up, and the new reader stays logged in on the next page", async ({
  page,
}) => {
  const email = `e2e-outbox-${Date.now()}@example.com`;
  await signUpThroughOutbox(page, { email, password: PASSWORD, nickname: 'メールさくら' });
  const mail = page.locator('article', { hasText: email }).first();
  await mail.getByRole('link', { name: /このリンクで登録を完了する/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ようこそ、メールさくら さん！' })).toBeVisible();

  // The next page's login check keeps the reader (it logged them out when the link went through the API).
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'マイページ' })).toBeVisible();
  await page.reload();
  await expect(banner.getByRole('button', { name: 'マイページ' })).toBeVisible();

  // Never subscribed (the API answers subscription: null): the popup and my page say so and offer the way to subscribe.
  await banner.getByRole('button', { name: 'マイページ' }).click();
  const popup = page.getByRole('dialog', { name: 'マイページ' });
  await expect(popup.getByRole('link', { name: '未加入' })).toHaveAttribute('href', '/subscription');
  await page.keyboard.press('Escape');
  await page.goto('/my');
  await expect(page.getByText('定期購読はしていません')).toBeVisible();
});

test('logging out from my page goes to the top page with no login modal', async ({ page }) => {
  await page.goto('/');
  await logInClosingBonus(page);
  await page.goto('/my');
  const region = page.locator('[data-remote="account"]');
  await region.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'ログイン' })).toBeVisible();
  // Given time to open, as it did: it must not.
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog', { name: 'ログイン', exact: true })).toHaveCount(0);

  // From the header's popup on my page, likewise (the day's login bonus was checked at the first login).
  await logInThroughModal(page);
  await page.goto('/my');
  await page.getByRole('banner').getByRole('button', { name: 'マイページ' }).click();
  await page.getByRole('dialog', { name: 'マイページ' }).getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog', { name: 'ログイン', exact: true })).toHaveCount(0);
});

test('a reader who resigns sees the resign-complete page, with no login modal over it', async ({ page }) => {
  const email = `e2e-resign-${Date.now()}@example.com`;
  const link = await signUpThroughOutbox(page, { email, password: PASSWORD, nickname: 'やめるさくら' });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'ようこそ、やめるさくら さん！' })).toBeVisible();

  // The first page after the welcome asks for the day's login bonus: a new reader gets it, in a dialog.
  const bonusAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/loginbonus');
  await page.goto('/resign');
  const bonus = (await (await bonusAnswer).json()) as LoginBonusAnswer;
  if (bonus.data?.loginbonus_list?.some((item) => item.received_now)) {
    await expect(page.getByRole('dialog', { name: 'ログインボーナス' })).toBeVisible();
    await page.keyboard.press('Escape');
  }
  await page.getByRole('checkbox', { name: '上のことを読んで、わかりました' }).check();
  await page.getByRole('button', { name: '退会する' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '退会の手続きが終わりました' })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog', { name: 'ログイン', exact: true })).toHaveCount(0);
});

test('a minor with an account logs in again in the browser where they signed up', async ({ page }) => {
  const email = `e2e-minor-${Date.now()}@example.com`;
  const link = await signUpThroughOutbox(page, { email, password: PASSWORD, nickname: 'ちゅうがくせい', age: 14 });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'ようこそ、ちゅうがくせい さん！' })).toBeVisible();
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'マイページ' }).click();
  await page.getByRole('dialog', { name: 'マイページ' }).getByRole('button', { name: 'ログアウト' }).click();
  await expect(banner.getByRole('link', { name: 'ログイン' })).toBeVisible();

  // This browser told the age gate 14: the notice first, then the way in for an account holder.
  await banner.getByRole('link', { name: 'ログイン' }).click();
  const dialog = page.getByRole('dialog', { name: 'ログイン', exact: true });
  await expect(dialog.getByText('ログインできるのは16歳以上の方です。', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'アカウントを持っている方はこちら' }).click();
  await dialog.getByLabel('メールアドレス').fill(email);
  await dialog.getByLabel('パスワード').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'ログイン' }).click();
  await expect(dialog).toBeHidden();
  await expect(banner.getByRole('button', { name: 'マイページ' })).toBeVisible();
});
