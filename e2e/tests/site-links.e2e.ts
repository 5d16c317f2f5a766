import type { Locator, Page } from '@playwright/test';
import { expect, openAdopted, test } from './support';

interface FoundLink {
  where: string;
  name: string;
  href: string;
  target: string | null;
  rel: string | null;
}

async function linksIn(where: string, region: Locator): Promise<FoundLink[]> {
  const links = region.getByRole('link');
  const found: FoundLink[] = [];
  for (const link of await links.all()) {
    found.push({
      where,
      name: (await link.textContent())?.trim() || (await link.getAttribute('aria-label')) || '',
      href: (await link.getAttribute('href')) ?? '',
      target: await link.getAttribute('target'),
      rel: await link.getAttribute('rel'),
    });
  }
  return found;
}

/** Every link of the header (magazine menu open), the drawer (every accordion open) and the footer. */
async function everySiteLink(page: Page): Promise<FoundLink[]> {
  // The menus are buttons: they open once the page has adopted its first screen (links work before).
  await openAdopted(page, '/');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'ちゃお本誌' }).click();
  const header = await linksIn('header', banner);
  const footer = await linksIn('footer', page.getByRole('contentinfo'));
  await page.keyboard.press('Escape');
  await banner.getByRole('button', { name: 'メニューを開く' }).click();
  const drawer = page.getByRole('dialog', { name: 'サイトメニュー' });
  for (const name of ['雑誌・コミックス', 'まんが賞', 'その他']) await drawer.getByRole('button', { name }).click();
  return [...header, ...(await linksIn('drawer', drawer)), ...footer];
}

test('no header, drawer or footer link ends on our 404 page; links to the real site are marked external', async ({ page }) => {
  // About twenty pages are opened one after another.
  test.setTimeout(300_000);
  const links = await everySiteLink(page);
  // Header: logo, nav, 4 magazine links, awards, utilities; drawer: 4 + 4 + 3 + 3 and the logo; footer: 6.
  expect(links.filter((link) => link.where === 'drawer')).toHaveLength(15);
  expect(links.filter((link) => link.where === 'footer')).toHaveLength(6);

  const offsite = links.filter((link) => /^https?:/.test(link.href));
  expect(offsite.map((link) => new URL(link.href).pathname).sort()).toEqual(
    ['/award/', '/award/', '/ciaoplus_award/', '/ciaoplus_award/', '/enquete/', '/netshop/', '/support/', '/support/'].sort(),
  );
  for (const link of offsite) {
    expect(link.target, `${link.where} ${link.name}`).toBe('_blank');
    expect(link.rel, `${link.where} ${link.name}`).toContain('external');
    expect(link.name, `${link.where} ${link.name}`).toContain('外部サイト');
  }

  const internal = [...new Set(links.filter((link) => !/^https?:/.test(link.href)).map((link) => link.href))];
  expect(internal.length).toBeGreaterThan(12);
  for (const href of internal) {
    await page.goto(href);
    // The host decides the route as soon as it boots: a screen of ours mounts a remote region, the 404 page does not.
    await page.locator('[data-remote], h1').first().waitFor({ timeout: 60_000 });
    await expect(page.getByText(/Page Not Found/), href).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'ページが見つかりません' }), href).toHaveCount(0);
  }
});

test('the mark of a link to the real site sits on its line, after the label, not on a line of its own', async ({ page }) => {
  await page.goto('/');
  const support = page.getByRole('contentinfo').getByRole('link', { name: /^お問い合わせ/ });
  await support.waitFor();
  // Measured at one instant: the page above the footer still grows while its images and parts arrive.
  const { link, mark, help } = await support.evaluate((element) => {
    const box = (node: Element | null | undefined) => {
      const rect = node?.getBoundingClientRect();
      return { x: rect?.x ?? Number.NaN, y: rect?.y ?? Number.NaN, width: rect?.width ?? Number.NaN, height: rect?.height ?? Number.NaN };
    };
    const links = [...(element.closest('ul')?.querySelectorAll('a') ?? [])];
    return {
      link: box(element),
      mark: box(element.querySelector('svg')),
      help: box(links.find((a) => a.textContent?.trim() === 'ヘルプ')),
    };
  });
  // One line, as tall as a link without a mark, the mark at its end.
  expect(link.height).toBeCloseTo(help.height, 0);
  expect(mark.y).toBeGreaterThanOrEqual(link.y);
  expect(mark.y + mark.height).toBeLessThanOrEqual(link.y + link.height);
  expect(mark.x).toBeGreaterThan(link.x + link.width / 2);
});
