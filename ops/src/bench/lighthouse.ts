import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { distDir } from '../paths';
import type { RunningSite } from '../site';
import { BENCH_DIR, startBenchSite } from './bench-site';
import { launchLighthouseChromium, median, runOnce, type Run } from './lighthouse-runner';
import { signInForNextRun } from './signed-in-reader';

/**
 * `npm run bench:lighthouse [-- path ...]`: Lighthouse (mobile: its default emulated phone
 * and simulated slow 4G and CPU) against the site as `npm start` serves it, the issue 11
 * table: the median of 3 runs per page of the performance score, LCP, TBT, CLS and the
 * JavaScript transferred, with the accessibility, best-practices and SEO scores (issue 27: SEO 100
 * on eight public pages). Then LCP on / with and without the head the server writes into each
 * page (host/src/head/), in turns in the same run: the head must not slow the first screen (goal: within 5%).
 * A page written `signed-in:<path>` is measured for the demo reader, signed in before each run
 * (issue 26: a signed-in reader's first screen). Each row ends with Lighthouse's benchmarkIndex of
 * the machine (median of the runs): the scores depend on it.
 * BENCH_RUNS changes the number of runs; BENCH_CPU_SLOWDOWN the CPU throttling (default 4x; about 4 x benchmarkIndex / 1500 stands this machine in for the issues' reference machine). Debian's Chromium (CHROMIUM_PATH to change it).
 * Each page's last report is kept as .data/bench/lighthouse/<page>.json for the details.
 */
const DEFAULT_PATHS = [
  '/',
  '/title/00101',
  '/title/00101/episode/10101',
  '/search/word/恋',
  '/ranking',
  '/series',
  '/topics',
  '/author/1',
  'signed-in:/',
  'signed-in:/title/00101',
];
const SIGNED_IN = 'signed-in:';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function main(): Promise<void> {
  const benchDir = BENCH_DIR;
  const reportDir = path.join(benchDir, 'lighthouse');
  mkdirSync(reportDir, { recursive: true });
  const site = await startBenchSite();
  const chrome = await launchLighthouseChromium();
  try {
    const paths = process.argv.slice(2);
    console.log(`Lighthouse mobile, median of ${RUNS} runs per page`);
    console.log('| page | perf | LCP | TBT | CLS | JS | a11y | best practices | SEO | benchmarkIndex |');
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const page of paths.length > 0 ? paths : DEFAULT_PATHS) {
      const signedIn = page.startsWith(SIGNED_IN);
      const pagePath = signedIn ? page.slice(SIGNED_IN.length) : page;
      const reportFile = path.join(reportDir, `${page.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'top'}.json`);
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        if (signedIn) await signInForNextRun(site.url, chrome.port);
        // The page's first screen as a site with readers has it: rendered moments ago and kept for
        // a few seconds (ops/src/server/first-screen.ts), not a first render that may outlast its
        // 500 ms limit on a busy machine and leave the page to start in the browser.
        await fetch(new URL(pagePath, site.url), { headers: { accept: 'text/html' } }).then((answer) => answer.arrayBuffer());
        runs.push(await runOnce(new URL(pagePath, site.url).href, chrome.port, reportFile, signedIn));
      }
      const of = (key: keyof Run) => median(runs.map((run) => run[key]));
      console.log(
        `| \`${pagePath}\`${signedIn ? ' signed in' : ''} | ${of('performance')} | ${(of('lcpMs') / 1000).toFixed(2)} s | ${Math.round(of('tbtMs'))} ms | ${of('cls').toFixed(2)} | ${of('scriptKiB').toFixed(0)} KiB, ${of('scriptRequests')} requests | ${of('accessibility')} | ${of('bestPractices')} | ${of('seo')} | ${Math.round(of('benchmarkIndex'))} |`,
      );
    }
    if (paths.length === 0) await compareHead(site, chrome.port, reportDir);
  } finally {
    chrome.kill();
    await site.close();
  }
}

/**
 * LCP of / with the page's head (title, description, canonical, Open Graph, JSON-LD) against the
 * same build serving index.html's own title, as before the heads: the variants in turns, so a
 * busy machine weighs on both alike.
 */
async function compareHead(site: RunningSite, port: number, reportDir: string): Promise<void> {
  const withoutHead = await site.serveHostBuild(distDir('host'), { withoutHead: true });
  const variants = [
    { name: 'with the head', url: new URL('/', site.url).href, lcp: [] as number[] },
    { name: 'without it', url: new URL('/', withoutHead.url).href, lcp: [] as number[] },
  ];
  for (let run = 0; run < RUNS; run += 1) {
    for (const variant of variants)
      variant.lcp.push((await runOnce(variant.url, port, path.join(reportDir, 'head-comparison.json'))).lcpMs);
  }
  const [withHead, without] = variants.map((variant) => median(variant.lcp));
  console.log(
    `\nLCP of / (median of ${RUNS}, in turns): with the head ${((withHead ?? 0) / 1000).toFixed(2)} s, without it ${((without ?? 0) / 1000).toFixed(2)} s: ${(((withHead ?? 0) / (without ?? 1) - 1) * 100).toFixed(1)}% (goal: within 5%)`,
  );
}

void main();
