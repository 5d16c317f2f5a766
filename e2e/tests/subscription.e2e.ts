import { expect, expectNoSeriousViolations, signUpThroughOutbox, test } from './support';

/**
 * A reader nobody else uses (signed up here) meets the paid latest issue's paywall, subscribes
 * through the sandbox payment, reads past the preview, then cancels with the default reason
 * and keeps reading until the paid period ends.
 */
test('a new reader subscribes from the paywall, reads the paid issue, and cancels', async ({ page }) => {
  test.slow();
  const reader = { email: `e2e-subscribe-${Date.now()}@example.com`, password: 'Magazine-Days-2026', nickname: 'ていきさん' };
  await page.goto(await signUpThroughOutbox(page, reader));
  await expect(page.getByRole('heading', { level: 1, name: `ようこそ、${reader.nickname} さん！` })).toBeVisible();

  // A new reader's first page after the welcome brings today's login bonus: receive it first.
  await page.getByRole('banner').getByRole('link', { name: 'ちゃおコミ', exact: true }).click();
  const bonus = page.getByRole('dialog', { name: 'ログインボーナス' });
  await bonus.getByRole('button', { name: '閉じる' }).first().click();
  await expect(bonus).toHaveCount(0);

  await page.goto('/magazine');
  await expect(page).toHaveURL(/\/magazine\/\d{5}$/);
  const issuePath = new URL(page.url()).pathname;
  const paywall = page.getByRole('region', { name: 'この号は定期購読の方が読めます' });
  await paywall.getByRole('link', { name: '定期購読を申し込む' }).click();

  await expect(page).toHaveURL(/\/subscription/);
  const commerce = page.locator('[data-remote="commerce"]');
  await expect(commerce.getByRole('heading', { level: 1, name: '定期購読' })).toBeVisible();
  await expect(commerce.getByText('未加入です。')).toBeVisible();
  await expect(commerce.getByText('毎月3号まで', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
  await commerce.getByRole('button', { name: /550.*で申し込む$/ }).click();

  await expect(page).toHaveURL(/\/payment\/sandbox\/[0-9a-f]{32}$/);
  await expect(page.getByText('ちゃお定期購読（ciao1）')).toBeVisible();
  // A double click confirms once: the server grants a checkout exactly once.
  await page.getByRole('button', { name: /を支払う$/ }).dblclick();
  await expect(page).toHaveURL(/\/payment\/result\?result=1&checkout_id=[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { name: 'お支払いが完了しました' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: '元のページに戻る' }).click();

  // Back on the newest issue, now open: its contents, and a page past the 4-page preview.
  await expect(page).toHaveURL(/\/magazine\/\d{5}$/);
  expect(new URL(page.url()).pathname).toBe(issuePath);
  const viewer = page.locator('[data-remote="viewer"]');
  await expect(viewer.getByRole('region', { name: 'もくじ' })).toBeVisible();
  await viewer.getByRole('button', { name: '5ページ目を読む', exact: true }).click();
  await expect(viewer.getByRole('img', { name: /^ページ 5 \/ \d+$/ })).toBeVisible();

  await page.goto('/subscription');
  await expect(commerce.getByText(/^加入中です。次回更新日 \d{4}\/\d{2}\/\d{2}$/)).toBeVisible();
  await expect(commerce.getByLabel('解約の理由')).toHaveValue('2');
  await commerce.getByRole('button', { name: '定期購読を解約する（お支払いを止める）' }).click();
  await expect(commerce.getByText(/^解約しました（解約日 .+）。.+まで読めます。$/)).toBeVisible();
  await expectNoSeriousViolations(page);

  // Cancelled, not ended: the paid period still reads.
  await page.goto(issuePath);
  await viewer.getByRole('button', { name: '5ページ目を読む', exact: true }).click();
  await expect(viewer.getByRole('img', { name: /^ページ 5 \/ \d+$/ })).toBeVisible();
});
