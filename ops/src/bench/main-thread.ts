import type { Browser } from '@playwright/test';
import { startBenchSite } from './bench-site';
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

async function loadOnce(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
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

async function main(): Promise<void> {
  const site = await startBenchSite();
  const browser = await launchChromium();
  try {
    const paths = process.argv.slice(2);
    console.log(`Main thread of a first visit, median of ${RUNS} loads (CPU time; blocking = sum of max(0, 4 x task - 50 ms))`);
    console.log('| page | CPU | blocking (4x) | long tasks of the median load (CPU ms) |');
    console.log('|---|---|---|---|');
    for (const pagePath of paths.length > 0 ? paths : DEFAULT_PATHS) {
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run += 1) loads.push(await loadOnce(browser, new URL(pagePath, site.url).href));
      const middle = [...loads].sort((a, b) => a.blockingMs - b.blockingMs)[Math.floor(loads.length / 2)];
      console.log(
        `| \`${pagePath}\` | ${Math.round(median(loads.map((load) => load.cpuMs)))} ms | ${Math.round(median(loads.map((load) => load.blockingMs)))} ms | ${middle?.longTasks.join(', ') ?? ''} |`,
      );
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

void main();
