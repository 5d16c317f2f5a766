import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { BENCH_DIR, startBenchSite } from './bench-site';
import { launchLighthouseChromium, median, runOnce, type Run } from './lighthouse-runner';

/**
 * `npm run bench:lighthouse [-- path ...]`: Lighthouse (mobile: its default emulated phone
 * and simulated slow 4G and CPU) against the site as `npm start` serves it, the issue 11
 * table: the median of 3 runs per page of the performance score, LCP, TBT, CLS and the
 * JavaScript transferred, with the accessibility, best-practices and SEO scores.
 * BENCH_RUNS changes the number of runs. Debian's Chromium (CHROMIUM_PATH to change it).
 * Each page's last report is kept as .data/bench/lighthouse/<page>.json for the details.
 */
const DEFAULT_PATHS = ['/', '/title/00101', '/title/00101/episode/10101', '/search/word/恋'];
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
    console.log('| page | perf | LCP | TBT | CLS | JS | a11y | best practices | SEO |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const pagePath of paths.length > 0 ? paths : DEFAULT_PATHS) {
      const reportFile = path.join(reportDir, `${pagePath.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'top'}.json`);
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await runOnce(new URL(pagePath, site.url).href, chrome.port, reportFile));
      const of = (key: keyof Run) => median(runs.map((run) => run[key]));
      console.log(
        `| \`${pagePath}\` | ${of('performance')} | ${(of('lcpMs') / 1000).toFixed(2)} s | ${Math.round(of('tbtMs'))} ms | ${of('cls').toFixed(2)} | ${of('scriptKiB').toFixed(0)} KiB, ${of('scriptRequests')} requests | ${of('accessibility')} | ${of('bestPractices')} | ${of('seo')} |`,
      );
    }
  } finally {
    chrome.kill();
    await site.close();
  }
}

void main();
