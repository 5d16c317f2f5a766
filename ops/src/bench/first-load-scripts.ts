import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

export interface LoadedScript {
  url: string;
  raw: number;
  /** The body gzipped here (level 6), so servers' own encodings do not change the figure. */
  gzip: number;
  body: string;
}

export interface FirstLoad {
  scripts: LoadedScript[];
  /** From navigation to the first catalogue cover in the page (loopback, no throttling). */
  visibleMs: number;
}

/**
 * One first visit of a catalogue page (`/`, a title, a search): a new browser context,
 * nothing cached, and every script the page runs until the network is idle.
 */
export async function loadFirstVisit(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pending: Array<Promise<LoadedScript>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response
          .body()
          .then((buffer) => ({ url: response.url(), raw: buffer.length, gzip: gzipSync(buffer).length, body: buffer.toString('utf8') })),
      );
    });
    const started = Date.now();
    // Not until the load event (every image and script of the page): the cover shows before it.
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('[data-remote="catalog"] a img').first().waitFor();
    const visibleMs = Date.now() - started;
    await page.waitForLoadState('networkidle');
    return { scripts: await Promise.all(pending), visibleMs };
  } finally {
    await context.close();
  }
}

export function totalGzip(scripts: readonly LoadedScript[]): number {
  return scripts.reduce((sum, script) => sum + script.gzip, 0);
}

export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}
