import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { distDir } from '../paths';
import { startBenchSite } from './bench-site';
import { launchChromium } from '../chromium';
import { kib, loadFirstVisit, totalGzip } from './first-load-scripts';

/**
 * `npm run bench [-- path ...]`: the JavaScript a reader's browser downloads to show a
 * catalogue page (`/` unless paths are given, e.g. `/search/word/ちゃお`), gzip bytes, split
 * into host, shared singletons and remotes, plus how many copies of react-dom ran. Each path
 * is a first visit: a new browser context, nothing cached.
 */
function sharedAssetPaths(): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(distDir('host'), 'mf-manifest.json'), 'utf8')) as {
    shared: Array<{ assets: { js: { sync: string[]; async: string[] } } }>;
  };
  return new Set(manifest.shared.flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async].map((file) => `/${file}`)));
}

function classify(url: string, shared: Set<string>): string {
  const { pathname } = new URL(url);
  const remote = /^\/deployments\/([a-z]+)\//.exec(pathname);
  if (remote) return `remote:${remote[1]}`;
  return shared.has(pathname) ? 'shared' : 'host';
}

async function main(): Promise<void> {
  const site = await startBenchSite();
  const browser = await launchChromium();
  try {
    const paths = process.argv.slice(2);
    for (const pagePath of paths.length > 0 ? paths : ['/']) await measure(browser, new URL(pagePath, site.url).href);
  } finally {
    await browser.close();
    await site.close();
  }
}

/** One first visit of `url`: the scripts by group (host, shared singletons, each remote). */
async function measure(browser: Browser, url: string): Promise<void> {
  const { scripts, visibleMs } = await loadFirstVisit(browser, url);
  const shared = sharedAssetPaths();
  const groups = new Map<string, { files: number; raw: number; gzip: number }>();
  for (const script of scripts) {
    const key = classify(script.url, shared);
    const group = groups.get(key) ?? { files: 0, raw: 0, gzip: 0 };
    groups.set(key, { files: group.files + 1, raw: group.raw + script.raw, gzip: group.gzip + script.gzip });
  }
  console.log(
    `First load of ${decodeURI(new URL(url).pathname)} (${scripts.length} scripts; titles visible after ${visibleMs} ms on loopback)`,
  );
  console.log('group             files   raw        gzip');
  for (const [key, group] of [...groups].sort()) {
    console.log(`${key.padEnd(17)} ${String(group.files).padStart(5)}   ${kib(group.raw).padEnd(10)} ${kib(group.gzip)}`);
  }
  const total = totalGzip(scripts);
  console.log(`total gzip: ${kib(total)} (${total} bytes)`);
  const reactDomCopies = scripts.filter((script) => script.body.includes('__reactContainer$')).length;
  console.log(`react-dom copies loaded: ${reactDomCopies}\n`);
}

void main();
