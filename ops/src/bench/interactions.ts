import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { launchChromium } from '../chromium';
import { beforeAfterCohorts, cohortCookieFor, startBenchSite } from './bench-site';
import { median } from './lighthouse-runner';
import { logInDemoReader } from './signed-in-reader';

/**
 * `npm run bench:interactions`: how long the page takes from a reader's input to the next paint
 * (INP as `web-vitals` measures it: the page's own library, loaded into it) for the interactions
 * issue 26 names, on a phone viewport with the CPU slowed down 4x (Chromium's CPU throttling,
 * as Lighthouse's mobile setting). Each sample is a fresh page, adopted and idle, with one
 * interaction: its INP is that interaction's latency. BENCH_RUNS samples (default 7) per
 * interaction; prints p75 and the largest, against issue 26's goal (p75 <= 100 ms, none over 200).
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const CPU_SLOWDOWN = 4;
/**
 * BENCH_NETWORK=4g: the phone's network too, as the slow-phone journeys have it (150 ms round trip,
 * 1.6 Mbps down, 750 kbps up; e2e/tests/slow-phone.ts), for an answer that downloads code. Default: loopback.
 */
const SLOW_4G =
  process.env.BENCH_NETWORK === '4g'
    ? { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }
    : null;
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

interface Interaction {
  name: string;
  path: string;
  signedIn?: boolean;
  /** The input, then what shows that the page answered it. */
  act(page: Page): Promise<Locator>;
  /**
   * A selector of the answer (a dialog): also measured, from the input (pointerdown) to the first
   * frame in which it is shown, which INP does not see when the answer comes after a first paint
   * (a remote loading behind a fallback).
   */
  shown?: string;
  /** A selector of the answer's own content, when the frame shows first (a remote's dialog, loading): from the input to its first frame. */
  ready?: string;
}

/** A dialog with its remote's content: no longer the host's frame around a loading remote (RemoteLoading). */
const READY_DIALOG = '[role="dialog"]:not(:has([data-remote-loading]))';

const INTERACTIONS: Interaction[] = [
  {
    name: 'open search',
    path: '/',
    // A finger's tap: about 100 ms from touching to lifting (Playwright's click lifts at once).
    act: async (page) => {
      await page.getByRole('banner').getByRole('link', { name: 'さがす' }).click({ delay: 100 });
      return page.getByRole('dialog');
    },
    shown: '[role="dialog"]',
    ready: READY_DIALOG,
  },
  {
    name: 'open the drawer',
    path: '/',
    act: async (page) => {
      await page.getByRole('button', { name: 'メニューを開く' }).click();
      return page.getByRole('button', { name: 'メニューを閉じる' }).first();
    },
    shown: '[role="dialog"]',
  },
  {
    name: 'open the purchase dialog',
    path: '/title/00101',
    signedIn: true,
    act: async (page) => {
      await page.getByRole('button', { name: /購入・レンタル.*第7話/ }).click();
      return page.getByRole('dialog', { name: 'このお話を読む' });
    },
    shown: '[role="dialog"]',
    ready: READY_DIALOG,
  },
  {
    name: 'toggle a favorite',
    path: '/title/00101',
    signedIn: true,
    act: async (page) => {
      const button = page.getByRole('button', { name: /^お気に入り(に追加|から外す)$/ });
      const before = await button.textContent();
      await button.click();
      return page.getByRole('button', { name: before === 'お気に入りに追加' ? 'お気に入りから外す' : 'お気に入りに追加' });
    },
  },
  {
    name: 'turn a page',
    path: '/title/00101/episode/10101',
    act: async (page) => {
      await page.keyboard.press('ArrowLeft');
      return page.getByRole('img', { name: /^ページ 2 \/ \d+$/ });
    },
  },
];

// The package exports no path to its IIFE build: it lies beside the entry it does export.
const WEB_VITALS = readFileSync(path.join(path.dirname(createRequire(__filename).resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');

/** Loads web-vitals into every page and keeps its INP reports (every change, no threshold: one interaction is one value). */
const RECORD_INP = `${WEB_VITALS}
window.__inp = [];
webVitals.onINP((metric) => window.__inp.push(metric.value), { reportAllChanges: true, durationThreshold: 0 });
window.__shown = {};
window.__watchShown = (selector, key) => addEventListener('pointerdown', (event) => {
  const frame = () => {
    if ([...document.querySelectorAll(selector)].some((element) => element.checkVisibility())) window.__shown[key] = performance.now() - event.timeStamp;
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}, { capture: true, once: true });`;

async function sample(
  browser: Browser,
  url: string,
  interaction: Interaction,
  storageState?: BrowserContextOptions['storageState'],
  cohort?: number,
): Promise<{ inp: number; shown?: number; ready?: number }> {
  const context = await browser.newContext({ ...PHONE, ...(storageState ? { storageState } : {}) });
  try {
    if (cohort !== undefined) await context.addCookies([cohortCookieFor(url, cohort)]);
    await context.addInitScript({ content: RECORD_INP });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (SLOW_4G) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    }
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('#root:not([data-adopting])').waitFor();
    await page.locator('html:not([data-reader-pending])').waitFor({ state: 'attached' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    for (const key of ['shown', 'ready'] as const) {
      const selector = interaction[key];
      if (selector)
        await page.evaluate(
          ({ watched, as }) => (window as unknown as { __watchShown: (s: string, k: string) => void }).__watchShown(watched, as),
          { watched: selector, as: key },
        );
    }
    const answered = await interaction.act(page);
    await answered.waitFor();
    // The report follows the paint: the event timing entry is delivered after it.
    await page.waitForFunction(() => (window as unknown as { __inp: number[] }).__inp.length > 0, undefined, { timeout: 10_000 });
    const values = await page.evaluate(() => (window as unknown as { __inp: number[] }).__inp);
    const times: { shown?: number; ready?: number } = {};
    for (const key of ['shown', 'ready'] as const) {
      if (!interaction[key]) continue;
      await page.waitForFunction((as) => (window as unknown as { __shown: Record<string, number> }).__shown[as] !== undefined, key, {
        timeout: 20_000,
      });
      times[key] = await page.evaluate((as) => (window as unknown as { __shown: Record<string, number> }).__shown[as] ?? 0, key);
    }
    return { inp: Math.max(...values), ...times };
  } finally {
    await context.close();
  }
}

async function signedInState(browser: Browser, siteUrl: string): Promise<BrowserContextOptions['storageState']> {
  const context = await browser.newContext(PHONE);
  await logInDemoReader(await context.newPage(), siteUrl);
  const state = await context.storageState();
  await context.close();
  return state;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1] ?? Number.NaN;

/**
 * BENCH_BEFORE_HOST=<a host dist folder> (a copy of host/dist from before a change): the same
 * interactions on that host build too (the site's remotes, API and data), a sample of each build
 * in turn, so both meet the same machine; their p75s as a ratio (after / before).
 */
const BEFORE_HOST = process.env.BENCH_BEFORE_HOST;

interface Build {
  label: string;
  url: string;
  reader: BrowserContextOptions['storageState'];
  /** The canary cohort of its browsers (BENCH_BEFORE_STABLE=1, bench-site.ts beforeAfterCohorts). */
  cohort?: number;
}

function row(interaction: Interaction, label: string, values: number[]): string {
  const p75 = percentile(values, 75);
  const largest = Math.max(...values);
  return `| ${interaction.name}${label} | \`${interaction.path}\`${interaction.signedIn ? ' signed in' : ''} | ${Math.round(p75)} ms | ${Math.round(median(values))} ms | ${Math.round(largest)} ms | ${p75 <= 100 && largest <= 200 ? 'met' : 'not met'} |`;
}

async function main(): Promise<void> {
  const site = await startBenchSite();
  const browser = await launchChromium();
  try {
    const cohorts = BEFORE_HOST ? await beforeAfterCohorts() : null;
    const builds: Build[] = [
      {
        label: BEFORE_HOST ? ' (after)' : '',
        url: site.url,
        reader: await signedInState(browser, site.url),
        ...(cohorts ? { cohort: cohorts.after } : {}),
      },
    ];
    if (BEFORE_HOST) {
      const before = await site.serveHostBuild(path.resolve(BEFORE_HOST));
      builds.unshift({
        label: ' (before)',
        url: before.url,
        reader: await signedInState(browser, before.url),
        ...(cohorts ? { cohort: cohorts.before } : {}),
      });
    }
    console.log(
      `Interaction to next paint (web-vitals INP), phone viewport, CPU ${CPU_SLOWDOWN}x slower${SLOW_4G ? ', slow 4G' : ''}, ${RUNS} samples each`,
    );
    console.log('| interaction | page | p75 | median | largest | goal (p75 <= 100 ms, none > 200 ms) |');
    console.log('|---|---|---|---|---|---|');
    const only = process.argv.slice(2);
    for (const interaction of INTERACTIONS.filter((item) => only.length === 0 || only.some((name) => item.name.includes(name)))) {
      const values = builds.map((): number[] => []);
      const shown = builds.map((): number[] => []);
      const ready = builds.map((): number[] => []);
      for (let run = 0; run < RUNS; run += 1) {
        for (const [index, build] of builds.entries()) {
          const result = await sample(
            browser,
            new URL(interaction.path, build.url).href,
            interaction,
            interaction.signedIn ? build.reader : undefined,
            build.cohort,
          );
          values[index]?.push(result.inp);
          if (result.shown !== undefined) shown[index]?.push(result.shown);
          if (result.ready !== undefined) ready[index]?.push(result.ready);
        }
      }
      for (const [index, build] of builds.entries()) console.log(row(interaction, build.label, values[index] ?? []));
      if (builds.length === 2) {
        const [before = [], after = []] = values;
        console.log(
          `| ${interaction.name}: after / before | | ${(percentile(after, 75) / percentile(before, 75)).toFixed(2)}x | ${(median(after) / median(before)).toFixed(2)}x | | |`,
        );
      }
      for (const [times, what] of [
        [shown, 'the frame showing it'],
        [ready, 'its content'],
      ] as const) {
        for (const [index, build] of builds.entries()) {
          const own = times[index] ?? [];
          if (own.length === 0) continue;
          console.log(
            `| ${interaction.name}${build.label}: input to ${what} | | ${Math.round(percentile(own, 75))} ms | ${Math.round(median(own))} ms | ${Math.round(Math.max(...own))} ms | |`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

void main();
