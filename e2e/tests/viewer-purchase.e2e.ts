import { expect as baseExpect } from '@playwright/test';
import { DEMO_READER, test, expectNoSeriousViolations, PORTRAIT_VIEWPORT } from './support';

// These journeys turn one page at a time: a portrait window, where the viewer shows single pages.
test.use({ viewport: PORTRAIT_VIEWPORT });

// Title 103's fourth episode: paid (the first three of every title are free), bought by nobody in the seed.
const PAID_EPISODE = '/title/00103/episode/10304';

// Journeys with a login, a purchase or axe: on this shared 2-core machine they need more than the default minute.
test.slow();
// A remote's first load can take longer than 10 s on that machine too.
const expect = baseExpect.configure({ timeout: 30_000 });

test('a visitor on a paid episode logs in from the viewer, buys it there and reads it without leaving', async ({ page }) => {
  await page.goto(PAID_EPISODE);
  const viewer = page.locator('[data-remote="viewer"]');
  const locked = viewer.getByRole('region');
  await expect(locked.getByText(/^\d+pt$/)).toBeVisible();
  const price = Number((await locked.getByText(/^\d+pt$/).textContent())?.replace('pt', ''));
  expect(price).toBeGreaterThan(0);
  await expectNoSeriousViolations(page);

  await locked.getByRole('button', { name: 'ログインして購入する' }).click();
  const login = page.getByRole('dialog', { name: 'ログイン', exact: true });
  await login.getByLabel('メールアドレス').fill(DEMO_READER.email);
  await login.getByLabel('パスワード').fill(DEMO_READER.password);
  await login.getByRole('button', { name: 'ログイン' }).click();
  await expect(login).toBeHidden();

  // Back on the episode, now logged in: the same price, and the buy button opens commerce's dialog.
  await expect(page).toHaveURL(new RegExp(`${PAID_EPISODE}$`));
  await locked.getByRole('button', { name: '購入して読む' }).click();
  const dialog = page.getByRole('dialog', { name: 'このお話を読む' });
  await expect(dialog.locator('xpath=ancestor::*[@data-remote="commerce"]')).toHaveCount(1);
  await page.evaluate(() => Object.assign(window, { stillHere: true }));
  await dialog.getByRole('radio', { name: /ポイントで購入/ }).check();
  await dialog.getByRole('button', { name: `${price}ptで購入する` }).click();

  // The pages open where the reader is: same URL, no reload (the marker set on the window before buying survives).
  await expect(viewer.getByRole('img', { name: /^ページ 1 \/ \d+$/ })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PAID_EPISODE}$`));
  expect(await page.evaluate(() => 'stillHere' in window)).toBe(true);
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByRole('img', { name: /^ページ 2 \/ \d+$/ })).toBeVisible();
  await expectNoSeriousViolations(page);
});
