import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { BENCH_DIR, startBenchSite } from './bench-site';
import { launchLighthouseChromium, median, runOnce, type Run } from './lighthouse-runner';
import { signInForNextRun } from './signed-in-reader';

/**
 * `npm run bench:lighthouse [-- path ...]`: Lighthouse (mobile: its default emulated phone
 * and simulated slow 4G and CPU) against the site as `npm start` serves it, the issue 11
 * table: the median of 3 runs per page of the performance score, LCP, TBT, CLS and the
 * JavaScript transferred, with the accessibility, best-practices and SEO scores.
 * A page written `signed-in:<path>` is measured for the demo reader, signed in before each run
 * (issue 26: a signed-in reader's first screen). Each row ends with Lighthouse's benchmarkIndex of
 * the machine (median of the runs): the scores depend on it.
 * BENCH_RUNS changes the number of runs. Debian's Chromium (CHROMIUM_PATH to change it).
 * Each page's last report is kept as .data/bench/lighthouse/<page>.json for the details.
 */
const DEFAULT_PATHS = ['/', '/title/00101', '/title/00101/episode/10101', '/search/word/恋', 'signed-in:/', 'signed-in:/title/00101'];
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
  } finally {
    chrome.kill();
    await site.close();
  }
}

void main();
