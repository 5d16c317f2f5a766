import type { Locator } from '@playwright/test';
import { expect, openAdopted, test, withFirstScreenReady } from './support';

/** React has adopted the element: its props are attached to it (react-dom's own key on the node). */
const adopted = (element: Locator) => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')));

test('the footer below the first screen is adopted when the reader scrolls to it, and then works', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  // A phone: the title page's footer lies screens below its first screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await withFirstScreenReady(page.request, '/title/00101');
  await openAdopted(page, '/title/00101');
  const english = page.getByRole('contentinfo').getByRole('button', { name: 'English' });
  // The server's markup is there, not yet adopted: start-up left it out.
  await expect(english).toBeAttached();
  expect(await adopted(english)).toBe(false);
  expect(await adopted(page.getByRole('banner').getByRole('button', { name: 'メニューを開く' }))).toBe(true);

  await english.scrollIntoViewIfNeeded();
  await expect.poll(() => adopted(english)).toBe(true);
  await english.click();
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: '星降る夜のシンデレラ' })).toBeVisible();
  // Adopted as it was: no mismatch reported or rendered afresh.
  expect(messages.filter((text) => /first screen|hydrat/i.test(text))).toEqual([]);
});
