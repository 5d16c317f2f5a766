import { chromium, type Page } from '@playwright/test';

/** The seeded demo reader (README "Run it"). */
export const DEMO_READER = { email: 'reader@example.com', password: 'Comic-Reader-2026' };

/**
 * Logs the demo reader in on the site's top page through its own login modal, as a reader does
 * (the session cookie and the page's local login flag, which the host checks), unless signed in already.
 */
export async function logInDemoReader(page: Page, siteUrl: string): Promise<void> {
  await page.goto(siteUrl);
  await page.locator('#root:not([data-adopting])').waitFor();
  const banner = page.getByRole('banner');
  const login = banner.getByRole('link', { name: 'ログイン' });
  await login.or(banner.getByRole('button', { name: 'マイページ' })).waitFor();
  // Still signed in from the run before.
  if (!(await login.isVisible())) return;
  await login.click();
  const dialog = page.getByRole('dialog', { name: 'ログイン', exact: true });
  await dialog.getByLabel('メールアドレス').fill(DEMO_READER.email);
  await dialog.getByLabel('パスワード').fill(DEMO_READER.password);
  await dialog.getByRole('button', { name: 'ログイン' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Makes the Chromium listening on `port` a signed-in reader's browser for the next Lighthouse run
 * (run with `keepStorage`): logs the demo reader in, then empties the browser's cache, so the run
 * is still a first visit for the scripts and images.
 */
export async function signInForNextRun(siteUrl: string, port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await logInDemoReader(page, siteUrl);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Disconnects only: the browser is Lighthouse's.
    await browser.close().catch(() => undefined);
  }
}
