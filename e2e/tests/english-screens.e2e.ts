import type { Page } from '@playwright/test';
import { expect, test } from './support';

/** Hiragana, katakana (with ー and ・), kanji, half-width katakana: text a reader of English cannot read. */
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]/;

/** The screens a reader of English walks first: the shell, the catalogue, a title, search, shop and sign-up. */
const SCREENS = ['/', '/ranking', '/ranking/7', '/title/00101', '/series', '/search', '/topics', '/about', '/point/shop', '/signup/pre'];

// Ten screens, each loaded cold on a machine shared with other builds.
test.describe.configure({ timeout: 300_000 });

/** Every string of an API answer: content (titles, authors, genres, articles) is shown as the API has it, in Japanese. */
function stringsOf(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (JAPANESE.test(value)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) stringsOf(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) stringsOf(item, into);
  }
}

/** Text of the page a reader sees or hears in English: text nodes and the names in alt, aria-label, title and placeholder. */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      // A part marked as another language (the language switch's 日本語, lang="ja") is that language on purpose.
      acceptNode: (node) =>
        node.parentElement?.closest('script, style, noscript, template') ||
        !node.parentElement?.closest('[lang]')?.getAttribute('lang')?.startsWith('en')
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[alt], [aria-label], [title], [placeholder]')) {
      if (!element.closest('[lang]')?.getAttribute('lang')?.startsWith('en')) continue;
      for (const name of ['alt', 'aria-label', 'title', 'placeholder']) {
        const text = element.getAttribute(name)?.trim();
        if (text) texts.push(text);
      }
    }
    texts.push(document.title);
    return texts;
  });
}

test('an English screen shows no Japanese of its own: what is left is content named by the API', async ({ page }) => {
  const content = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().includes('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    try {
      stringsOf(await response.json(), content);
    } catch {
      // an answer without a body (a redirect, a 204)
    }
  });

  const leftovers: string[] = [];
  for (const screen of SCREENS) {
    // English as a shared link chooses it (?lang=en), for every screen from the server on.
    await page.goto(`${screen}?lang=en`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('#root')).not.toHaveAttribute('data-adopting', { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // The first screen's answers came with the page, not over the network.
    const firstScreen = await page
      .locator('#ciao-first-screen')
      .textContent({ timeout: 1000 })
      .catch(() => null);
    if (firstScreen) stringsOf(JSON.parse(firstScreen), content);

    // Longest content first, so a title that contains a shorter one is taken out whole.
    const known = [...content].sort((a, b) => b.length - a.length);
    for (const text of await pageTexts(page)) {
      let rest = text;
      for (const name of known) if (rest.includes(name)) rest = rest.split(name).join(' ');
      if (JAPANESE.test(rest)) leftovers.push(`${screen}: ${text}`);
    }
  }
  expect(leftovers).toEqual([]);
});
