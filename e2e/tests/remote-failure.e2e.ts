import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { coverCard, deploymentFolder, expect, test } from './support';

type Failure = (route: Route) => Promise<void>;

const FAILURES: Record<string, Failure> = {
  'answering 404': (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
  'answering 500': (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
  'serving a garbage script': (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: 'this is {{ not javascript' }),
  // The real file with a harmless-looking line added: it would run fine, only the integrity check can refuse it.
  'serving a tampered file (integrity mismatch)': async (route) => {
    const url = new URL(route.request().url());
    const file = path.join(deploymentFolder('catalog'), url.pathname.replace(/^\/deployments\/catalog\//, ''));
    const original = readFileSync(file, 'utf8');
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: `window.__tampered = true;\n${original}` });
  },
};

async function breakCatalog(page: Page, failure: Failure): Promise<void> {
  // Any query too: the loader's one retry past the cache asks for the entry with ?reload=.
  await page.route(/\/deployments\/catalog\/[^?]*\/remoteEntry\.js(\?.*)?$/, failure);
}

for (const [name, failure] of Object.entries(FAILURES)) {
  test(`the catalogue remote ${name}: only its region falls back; header, drawer and viewer keep working`, async ({ page }) => {
    await breakCatalog(page, failure);
    await page.goto('/');

    const fallback = page.locator('[data-remote="catalog"]').getByRole('alert');
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(fallback.getByRole('button', { name: '再読み込み' })).toBeVisible();
    // Nothing of a refused file ran.
    expect(await page.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered)).toBeUndefined();

    // Header and drawer are the host's and keep working.
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'ログイン' })).toBeVisible();
    await banner.getByRole('button', { name: 'メニューを開く' }).click();
    const drawer = page.getByRole('dialog', { name: 'サイトメニュー' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'その他' }).click();
    await expect(drawer.getByRole('link', { name: 'お問い合わせ・ヘルプ' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // The viewer is another remote: still readable.
    await page.goto('/title/00101/episode/10101');
    await expect(page.locator('[data-remote="viewer"]').getByRole('img', { name: /^ページ 1 \/ \d+$/ })).toBeVisible();
  });
}

test('the retry button loads the catalogue once it answers again', async ({ page }) => {
  let broken = true;
  await page.route(/\/deployments\/catalog\/[^?]*\/remoteEntry\.js(\?.*)?$/, (route) =>
    broken ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
  );
  await page.goto('/');
  const region = page.locator('[data-remote="catalog"]');
  await expect(region.getByRole('alert')).toBeVisible({ timeout: 20_000 });
  broken = false;
  await region.getByRole('button', { name: '再読み込み' }).click();
  await expect(coverCard(region)).toBeVisible();
});
