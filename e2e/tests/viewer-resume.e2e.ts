import { expect as baseExpect } from '@playwright/test';
import { logInThroughModal, openAdopted, PORTRAIT_VIEWPORT, test } from './support';

// These journeys turn one page at a time: a portrait window, where the viewer shows single pages.
test.use({ viewport: PORTRAIT_VIEWPORT });

// Journeys with a login, a purchase or axe: on this shared 2-core machine they need more than the default minute.
test.slow();
// A remote's first load can take longer than 10 s on that machine too.
const expect = baseExpect.configure({ timeout: 30_000 });

test('a visitor who reopens an episode continues at the page where they stopped', async ({ page }) => {
  await openAdopted(page, '/title/00101/episode/10101');
  const viewer = page.locator('[data-remote="viewer"]');
  await expect(viewer.getByRole('img', { name: /^ページ 1 \/ \d+$/ })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByRole('img', { name: /^ページ 3 \/ \d+$/ })).toBeVisible();

  await page.goto('/title/00101');
  await openAdopted(page, '/title/00101/episode/10101');
  await expect(viewer.getByRole('img', { name: /^ページ 3 \/ \d+$/ })).toBeVisible();
});

test('a logged-in reader continues where they stopped, kept by the server (another browser profile too)', async ({ page, browser }) => {
  await page.goto('/');
  await logInThroughModal(page);
  await page.goto('/title/00104/episode/10402');
  const viewer = page.locator('[data-remote="viewer"]');
  await expect(viewer.getByRole('img', { name: /^ページ 1 \/ \d+$/ })).toBeVisible();
  const saved = page.waitForResponse(
    (response) => response.url().includes('/episode/viewer/lastpage') && response.url().includes('page=4'),
  );
  for (let turn = 0; turn < 3; turn += 1) await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByRole('img', { name: /^ページ 4 \/ \d+$/ })).toBeVisible();
  await saved;

  // A fresh browser profile has no local storage: the page comes from the server.
  const other = await browser.newPage();
  await other.goto('/');
  await logInThroughModal(other);
  await other.goto('/title/00104/episode/10402');
  await expect(other.locator('[data-remote="viewer"]').getByRole('img', { name: /^ページ 4 \/ \d+$/ })).toBeVisible();
  await other.close();
});
