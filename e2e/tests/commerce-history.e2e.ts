import { expect, test, type Page } from '@playwright/test';
import { logInClosingBonus, seriousViolations } from './support';

async function openPopup(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'マイページ' }).click();
  const popup = page.getByRole('dialog', { name: 'マイページ' });
  await expect(popup.getByText('コイン', { exact: true })).toBeVisible();
  return popup;
}

test('the demo reader follows the popup to the coin, point history, ticket history and purchased screens, all on this site', async ({
  page,
}) => {
  await page.goto('/');
  // Whichever journey logs the demo reader in first today receives the login bonus (+10 points and its modal).
  await logInClosingBonus(page);
  const commerce = page.locator('[data-remote="commerce"]');

  // Coins: the balance (seeded 1,200) on the local stand-in of the payment host, then its history.
  let popup = await openPopup(page);
  await popup.getByRole('link', { name: 'コインの残高・履歴を確認する' }).click();
  await expect(page).toHaveURL(/\/coin$/);
  await expect(commerce.getByText('いまのコイン').locator('xpath=following-sibling::dd')).toHaveText('1,200コイン');
  expect(await seriousViolations(page)).toEqual([]);
  await commerce.getByRole('link', { name: 'コインの履歴を見る' }).click();
  await expect(page).toHaveURL(/\/coin\/history$/);
  // The newest coin movement ends at the balance (the seeded ledger sums to 1,200).
  const coinList = commerce.getByRole('region', { name: /^全\d+件$/ });
  await expect(coinList.getByRole('listitem').first()).toContainText('残高 1,200コイン');
  await expect(coinList.getByRole('listitem').filter({ hasText: 'コインの購入' }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Points: the seeded 500 paid + 200 free points are the oldest movement.
  popup = await openPopup(page);
  await popup.getByRole('link', { name: 'ポイント履歴' }).click();
  await expect(page).toHaveURL(/\/point\/history$/);
  await expect(commerce.getByRole('heading', { level: 1, name: 'ポイント履歴' })).toBeVisible();
  await expect(commerce.getByRole('listitem').filter({ hasText: '残高の調整' })).toContainText('+700pt');
  expect(await seriousViolations(page)).toEqual([]);

  // Tickets: the ledger of the demo reader (the seeded premium ticket at least).
  popup = await openPopup(page);
  await popup.getByRole('link', { name: 'チケット履歴' }).click();
  await expect(page).toHaveURL(/\/ticket\/history$/);
  await expect(commerce.getByRole('heading', { name: '持っているプレミアムチケット' })).toBeVisible();
  await expect(commerce.getByRole('heading', { name: /^全\d+件$/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Purchased list: episodes 4 and 5 of the first title are bought, episode 6 rented.
  popup = await openPopup(page);
  await popup.getByRole('link', { name: '購入・レンタルした作品' }).click();
  await expect(page).toHaveURL(/\/purchased$/);
  await expect(commerce.getByRole('heading', { name: '全3件' })).toBeVisible();
  await expect(commerce.getByRole('listitem').filter({ hasText: 'レンタル中' })).toHaveCount(1);
  await expect(commerce.getByRole('listitem').filter({ hasText: '購入済み' })).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
  await commerce.getByRole('listitem').filter({ hasText: '購入済み' }).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/title\/\d{5}\/episode\/\d+$/);
  await expect(page.locator('[data-remote="viewer"]').getByRole('img', { name: /^ページ 1 \/ \d+$/ })).toBeVisible();
});
