import { REACT_SCRIPT, slowPhone } from './slow-phone';
import { expect, test } from './support';

/**
 * A page-turn key on a slow machine (slow-phone.ts): pressed on the viewer's first screen
 * before the page has adopted it, it is held and pressed again once the viewer listens
 * (first-screen-taps.ts). React's script is held until the key has come, so the press is before
 * adoption whatever the machine's speed.
 */
test.slow();

const EPISODE = '/title/00101/episode/10101';

test('a page-turn key pressed before the viewer has adopted its first screen turns the page once it has', async ({ browser, baseURL }) => {
  const { context, page } = await slowPhone(browser, baseURL ?? '', EPISODE);
  let keyCame: () => void = () => undefined;
  const came = new Promise<void>((resolve) => {
    keyCame = resolve;
  });
  await page.route(REACT_SCRIPT, async (route) => {
    await came;
    await route.continue();
  });

  await page.goto(EPISODE, { waitUntil: 'commit' });
  await expect(page.getByRole('img', { name: /^ページ 1 \/ \d+$/ })).toBeVisible({ timeout: 60_000 });
  expect(await page.evaluate(() => document.getElementById('root')?.hasAttribute('data-adopting'))).toBe(true);
  await page.keyboard.press('ArrowLeft');
  keyCame();

  await expect(page.getByRole('img', { name: /^ページ 2 \/ \d+$/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('#root')).not.toHaveAttribute('data-adopting');
  // Pressed once, turned once.
  await expect(page.getByRole('img', { name: /^ページ 3 \/ \d+$/ })).toHaveCount(0);
  await context.close();
});
