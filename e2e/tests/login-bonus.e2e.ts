import { expect, expectNoSeriousViolations, signUpThroughOutbox, test } from './support';

/**
 * A reader nobody else uses (signed up here), so the day's login bonus is certainly theirs to
 * receive: the seeded 7-day campaign gives 10 points on day 1.
 */
test('a new reader receives day 1 of the login bonus once: the modal, the balance, and nothing the second time', async ({
  page,
  browser,
}) => {
  test.slow();
  const reader = { email: `e2e-bonus-${Date.now()}@example.com`, password: 'Bonus-Days-2026', nickname: 'ボーナスさん' };
  const link = await signUpThroughOutbox(page, reader);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: `ようこそ、${reader.nickname} さん！` })).toBeVisible();

  // Not asked on the welcome page (docs/product-rules.md §2); the first page after it asks and receives.
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/loginbonus');
  await page.getByRole('banner').getByRole('link', { name: 'ちゃおコミ', exact: true }).click();
  expect((await answer).status()).toBe(200);
  const bonus = page.getByRole('dialog', { name: 'ログインボーナス' });
  await expect(bonus).toBeVisible();
  await expect(bonus.getByRole('status')).toHaveText('1日目のボーナス 10ポイント をうけとりました！');
  await expectNoSeriousViolations(page);
  await bonus.getByRole('button', { name: '閉じる' }).first().click();
  await expect(bonus).toHaveCount(0);

  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'マイページ' }).click();
  const popup = page.getByRole('dialog', { name: 'マイページ' });
  await expect(popup.getByText('ポイント', { exact: true })).toBeVisible();
  await expect(popup.locator('dt', { hasText: /^ポイント$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('10');

  // Another browser the same day: the server says it was received today, not now; no modal, same balance.
  const other = await browser.newContext({ locale: 'ja-JP' });
  const second = await other.newPage();
  await second.goto('/');
  const secondAnswer = second.waitForResponse((response) => new URL(response.url()).pathname === '/api/loginbonus');
  await second.getByRole('banner').getByRole('link', { name: 'ログイン' }).click();
  const login = second.getByRole('dialog', { name: 'ログイン', exact: true });
  await login.getByLabel('メールアドレス').fill(reader.email);
  await login.getByLabel('パスワード').fill(reader.password);
  await login.getByRole('button', { name: 'ログイン' }).click();
  const body = (await (await secondAnswer).json()) as {
    data: { loginbonus_list: Array<{ received_now: boolean; received_today: boolean }> };
  };
  expect(body.data.loginbonus_list.map((campaign) => [campaign.received_today, campaign.received_now])).toEqual([[true, false]]);
  await second.getByRole('banner').getByRole('button', { name: 'マイページ' }).click();
  const secondPopup = second.getByRole('dialog', { name: 'マイページ' });
  await expect(secondPopup.locator('dt', { hasText: /^ポイント$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('10');
  await expect(second.getByRole('dialog', { name: 'ログインボーナス' })).toHaveCount(0);
  await other.close();
});
