import type { Page } from '@playwright/test';
import { expect, logInClosingBonus, openAdopted, test, withFirstScreenReady } from './support';

/** A page's HTML without what differs per response (the CSP nonce) or per reader (the mark of a signed-in reader's copy). */
const sharedPart = (html: string) => html.replace(/ nonce="[^"]*"/g, '').replace(' data-reader-pending', '');

async function pageHtml(request: Page['request'], path: string): Promise<string> {
  return (await request.get(path, { headers: { accept: 'text/html' } })).text();
}

test.describe("a signed-in reader's first screen", () => {
  test.beforeEach(async ({ page }) => {
    await openAdopted(page, '/');
    await logInClosingBonus(page);
  });

  test("is the screen visitors get, marked, with nothing of the reader's in it", async ({ page, playwright }) => {
    const visitor = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
    for (const path of ['/', '/title/00101', '/search/word/恋']) {
      await withFirstScreenReady(page.request, path);
      const reader = await pageHtml(page.request, path);
      const other = await pageHtml(visitor, path);
      expect(reader).toContain('id="ciao-first-screen"');
      expect(reader).toContain('<html lang="ja" data-reader-pending');
      expect(other).toContain('<html lang="ja"><head>');
      // One render for everybody: the same markup and the same answers, whoever asked first.
      expect(sharedPart(reader)).toBe(sharedPart(other));
      // None of the demo reader's own (seeded: nickname よみこ, episodes 4 and 5 bought, 6 rented).
      expect(reader).not.toContain('よみこ');
      expect(reader).not.toMatch(/"status":"(purchased|renting)"/);
    }
    await visitor.dispose();
    // The viewer is most of it the reader's: it starts in the browser for them.
    expect(await pageHtml(page.request, '/title/00101/episode/10101')).not.toContain('id="ciao-first-screen"');
  });

  test("before any script has run, shows the page's public parts and none of a visitor's personal ones", async ({ browser, page }) => {
    for (const signedIn of [false, true]) {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        ...(signedIn ? { storageState: await page.context().storageState() } : {}),
      });
      const screen = await context.newPage();
      await withFirstScreenReady(page.request, '/title/00101');
      await screen.goto(new URL('/title/00101', page.url()).href);
      await expect(screen.getByRole('heading', { level: 1, name: '星降る夜のシンデレラ' })).toBeVisible();
      await expect(screen.getByRole('link', { name: '第1話を読む' })).toBeVisible();
      // A visitor's login link, sign-up link, favorite button and ticket hint: right for a visitor only.
      const visitorParts = [
        screen.getByRole('banner').getByRole('link', { name: 'ログイン' }),
        screen.getByRole('banner').getByRole('link', { name: '新規登録' }),
        screen.getByRole('button', { name: 'お気に入りに追加' }),
        screen.getByText('ログインすると「待てば無料」のチケットが使えます。'),
      ];
      for (const part of visitorParts) {
        if (signedIn) await expect(part).toBeHidden();
        else await expect(part).toBeVisible();
      }
      await context.close();
    }
  });

  test("is filled with the reader's own parts once adopted, without a mismatch or a layout shift", async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    // Each layout shift as the class names of the elements it moved.
    await page.addInitScript(() => {
      const shifts: string[][] = [];
      (window as unknown as { __shifts: string[][] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const { sources } = entry as unknown as { sources: Array<{ node?: Node | null }> };
          shifts.push(
            sources.map((source) =>
              source.node instanceof Element
                ? `${source.node.closest('[data-personal]') ? 'personal ' : ''}${source.node.localName}.${source.node.className}`
                : 'text',
            ),
          );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await withFirstScreenReady(page.request, '/title/00101');
    await openAdopted(page, '/title/00101');
    // It came with the first screen, marked, and the marks went once the reader's answers had come.
    expect(await page.locator('#ciao-first-screen').count()).toBe(1);
    await expect(page.locator('html')).not.toHaveAttribute('data-reader-pending');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'マイページ' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'ログイン' })).toHaveCount(0);
    // The reader's episodes: the bought 4th opens in the viewer, no buy button for it.
    await expect(page.getByRole('link', { name: /第4話/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /購入・レンタル.*第4話/ })).toHaveCount(0);
    // Episodes the reader has not bought still offer it (which ones depends on the journeys run before).
    await expect(page.getByRole('button', { name: /購入・レンタル/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /お気に入り/ })).toBeEnabled();
    expect(messages.filter((text) => /first screen|hydrat/i.test(text))).toEqual([]);
    // The reader's parts took the visitor's places: no public part moved. (The title's facts arrive by
    // calls of their own after the first screen, for visitors too (TitleDetails.tsx); a personal part
    // may change later with its own answers, e.g. the history badge's count, as on any page.)
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: string[][] }).__shifts);
    expect(shifts.flat().filter((moved) => !/chips/.test(moved) && !moved.startsWith('personal '))).toEqual([]);
  });
});
