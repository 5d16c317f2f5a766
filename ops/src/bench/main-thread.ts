import path from 'node:path';
import type { Browser } from '@playwright/test';
import { beforeAfterCohorts, cohortCookieFor, startBenchSite } from './bench-site';
import { launchChromium } from '../chromium';
import { median } from './lighthouse-runner';

/**
 * `npm run bench:main-thread [-- path ...]`: how much the page's main thread works to show
 * a page, and how much of it blocks, measured in CPU time of that thread (a Chromium trace's
 * `tdur`), which another busy process on the machine barely changes, unlike the wall-clock
 * figures of Lighthouse (its TBT moved by 2x between runs here). For each task the blocking
 * part is Lighthouse's rule with its 4x mobile CPU slowdown: max(0, 4 x CPU - 50 ms); the sum
 * is a stand-in for TBT to compare two builds, not Lighthouse's figure. First visits (new
 * context, nothing cached), phone viewport, until the network is idle; median of BENCH_RUNS
 * (default 11) per page.
 */
const DEFAULT_PATHS = ['/', '/title/00101', '/title/00101/episode/10101', '/search/word/恋'];
const RUNS = Number(process.env.BENCH_RUNS ?? 11);
const LONG_TASK_MS = 50;
const CPU_SLOWDOWN = 4;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string } };
}

interface Load {
  cpuMs: number;
  blockingMs: number;
  /** CPU milliseconds of each task that would be long on the slowed-down phone. */
  longTasks: number[];
}

async function loadOnce(browser: Browser, url: string, cohort?: number): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    if (cohort !== undefined) await context.addCookies([cohortCookieFor(url, cohort)]);
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline', 'devtools.timeline', 'toplevel'] });
    await page.goto(url, { waitUntil: 'networkidle' });
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    // The page's main thread is the one that ran the host's main.js: the trace holds every
    // renderer of the browser, and another one (an earlier context's) may be busier.
    const host = events.find((event) => event.name === 'EvaluateScript' && /\/static\/main\.[\w.]*js$/.test(event.args?.data?.url ?? ''));
    if (!host) throw new Error(`no evaluation of the host's main.js in the trace of ${url}`);
    const tasks = events.filter(
      (event) => event.ph === 'X' && event.name === 'RunTask' && event.pid === host.pid && event.tid === host.tid,
    );
    const cpu = tasks.map((task) => (task.tdur ?? 0) / 1000);
    return {
      cpuMs: cpu.reduce((sum, ms) => sum + ms, 0),
      blockingMs: cpu.reduce((sum, ms) => sum + Math.max(0, CPU_SLOWDOWN * ms - LONG_TASK_MS), 0),
      longTasks: cpu.filter((ms) => CPU_SLOWDOWN * ms > LONG_TASK_MS).map(Math.round),
    };
  } finally {
    await context.close();
  }
}

/**
 * BENCH_BEFORE_HOST=<a host dist folder> (a copy of host/dist from before a change): each page is
 * loaded from that host build too (the site's remotes, API and data), a load of each build in
 * turn, so both meet the same machine; their medians as a ratio (after / before). With
 * BENCH_BEFORE_STABLE=1 and a canary running, the before build meets the remotes' stable versions
 * and the after build the canaries (bench-site.ts beforeAfterCohorts).
 */
const BEFORE_HOST = process.env.BENCH_BEFORE_HOST;

async function main(): Promise<void> {
  const site = await startBenchSite();
  const browser = await launchChromium();
  try {
    const cohorts = BEFORE_HOST ? await beforeAfterCohorts() : null;
    const builds: Array<{ label: string; url: string; cohort?: number }> = [
      { label: BEFORE_HOST ? ' (after)' : '', url: site.url, ...(cohorts ? { cohort: cohorts.after } : {}) },
    ];
    if (BEFORE_HOST) {
      const before = await site.serveHostBuild(path.resolve(BEFORE_HOST));
      builds.unshift({ label: ' (before)', url: before.url, ...(cohorts ? { cohort: cohorts.before } : {}) });
    }
    const paths = process.argv.slice(2);
    console.log(`Main thread of a first visit, median of ${RUNS} loads (CPU time; blocking = sum of max(0, 4 x task - 50 ms))`);
    console.log('| page | CPU | blocking (4x) | long tasks of the median load (CPU ms) |');
    console.log('|---|---|---|---|');
    for (const pagePath of paths.length > 0 ? paths : DEFAULT_PATHS) {
      const loads = builds.map((): Load[] => []);
      for (let run = 0; run < RUNS; run += 1) {
        for (const [index, build] of builds.entries())
          loads[index]?.push(await loadOnce(browser, new URL(pagePath, build.url).href, build.cohort));
      }
      for (const [index, build] of builds.entries()) {
        const own = loads[index] ?? [];
        const middle = [...own].sort((a, b) => a.blockingMs - b.blockingMs)[Math.floor(own.length / 2)];
        console.log(
          `| \`${pagePath}\`${build.label} | ${Math.round(median(own.map((load) => load.cpuMs)))} ms | ${Math.round(median(own.map((load) => load.blockingMs)))} ms | ${middle?.longTasks.join(', ') ?? ''} |`,
        );
      }
      if (builds.length === 2) {
        const [before = [], after = []] = loads;
        const ratio = (pick: (load: Load) => number) => (median(after.map(pick)) / median(before.map(pick))).toFixed(2);
        console.log(`| \`${pagePath}\` after / before | ${ratio((load) => load.cpuMs)}x | ${ratio((load) => load.blockingMs)}x | |`);
      }
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

void main();
