import { expect, test } from './support';

const GENERIC_FAMILIES = new Set(['system-ui', 'sans-serif', 'serif', 'monospace', '-apple-system']);

test('Japanese text is drawn with a system font of the site stack, and no web font is downloaded', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });

  await page.goto('/title/00101');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/[\u3040-\u30ff\u4e00-\u9fff]/);

  // The families the page declares, as the browser parsed them.
  const declared = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  const stack = declared.split(',').map((family) => family.trim().replace(/^["']|["']$/g, ''));
  expect(stack).toEqual(expect.arrayContaining(['Hiragino Sans', 'Yu Gothic', 'Meiryo', 'Noto Sans JP']));

  // What Chromium actually drew the heading's glyphs with (a font without Japanese glyphs
  // would show boxes): every font used must be one the stack names, none a downloaded one.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) {
    expect(font.isCustomFont).toBe(false);
    expect(stack.filter((family) => !GENERIC_FAMILIES.has(family))).toContain(font.familyName);
  }
  expect(fontRequests).toEqual([]);
});
