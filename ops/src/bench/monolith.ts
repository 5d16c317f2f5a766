import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { BENCH_DIR, startBenchSite } from './bench-site';
import { launchChromium } from '../chromium';
import { deploymentsDir, distDir } from '../paths';
import { federationGzip } from './federation-share';
import { type FirstLoad, kib, loadFirstVisit, totalGzip } from './first-load-scripts';
import { launchLighthouseChromium, median, runOnce, type Run } from './lighthouse-runner';
import { ensureMonolithBuilt } from './monolith/build-monolith';

/**
 * `npm run bench:monolith`: what federation costs on `/` (issue 11). The same pages built as
 * one bundle without federation (`./monolith/`) run next to the federated site, on the same
 * database, API and server code, and both are measured in one run:
 *
 * - first-load JS: the gzip bytes of every script `/` runs until the network is idle (as `npm run bench`);
 * - LCP: Lighthouse mobile, the median of BENCH_RUNS (3) runs per variant, the variants taking
 *   turns so a change in the machine's load falls on both.
 *
 * The goals are reported, never enforced: the command fails only when something is broken.
 * Issue 11's (the federated site within 1.10x of the single bundle on both), and issue 26's:
 * first-load JS beyond federation's own runtimes (./federation-share.ts) within 1.05x, TBT and
 * LCP no worse than the single bundle's.
 */
const PAGE = '/';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GOAL_RATIO = 1.1;
const BEYOND_RUNTIME_GOAL_RATIO = 1.05;

type VariantName = 'federated' | 'monolith';

interface Variant {
  name: VariantName;
  url: string;
  firstLoad?: FirstLoad;
  runs: Run[];
}

/** A monolith that still touched a deployment or ran two Reacts would measure something else. */
function checkMonolithLoad({ scripts }: FirstLoad): void {
  const federated = scripts.filter((script) => new URL(script.url).pathname.startsWith('/deployments/'));
  if (federated.length > 0) throw new Error(`monolith: loaded remote files ${federated.map((script) => script.url).join(', ')}`);
  const reactDomCopies = scripts.filter((script) => script.body.includes('__reactContainer$')).length;
  if (reactDomCopies !== 1) throw new Error(`monolith: ${reactDomCopies} copies of react-dom ran`);
}

function ratio(federated: number, monolith: number): number {
  return federated / monolith;
}

function verdict(name: string, value: number): string {
  return `${name} ${value.toFixed(2)}x ${value <= GOAL_RATIO ? 'within' : 'over'}`;
}

async function main(): Promise<void> {
  const benchDir = BENCH_DIR;
  const reportDir = path.join(benchDir, 'monolith/lighthouse');
  mkdirSync(reportDir, { recursive: true });
  const log = (line: string) => console.log(line);

  const site = await startBenchSite(log);
  try {
    log('Building the single bundle (only when its sources changed)...');
    const monolith = await site.serveHostBuild(await ensureMonolithBuilt(log));
    const variants: Variant[] = [
      { name: 'federated', url: new URL(PAGE, site.url).href, runs: [] },
      { name: 'monolith', url: new URL(PAGE, monolith.url).href, runs: [] },
    ];

    const browser = await launchChromium();
    try {
      for (const variant of variants) variant.firstLoad = await loadFirstVisit(browser, variant.url);
    } finally {
      await browser.close();
    }
    checkMonolithLoad(variants[1]!.firstLoad!);

    const chrome = await launchLighthouseChromium();
    try {
      for (let run = 0; run < RUNS; run += 1) {
        for (const variant of variants) {
          variant.runs.push(await runOnce(variant.url, chrome.port, path.join(reportDir, `${variant.name}.json`)));
        }
      }
    } finally {
      chrome.kill();
    }
    printTable(variants[0]!, variants[1]!);
  } finally {
    await site.close();
  }
}

function printTable(federated: Variant, monolith: Variant): void {
  const of = (variant: Variant, key: keyof Run) => median(variant.runs.map((run) => run[key]));
  const gzip = (variant: Variant) => totalGzip(variant.firstLoad!.scripts);
  const scripts = (variant: Variant) => variant.firstLoad!.scripts.length;
  const jsRatio = ratio(gzip(federated), gzip(monolith));
  const runtimes = federationGzip(federated.firstLoad!.scripts, distDir('host'), deploymentsDir());
  const beyondRuntimes = gzip(federated) - runtimes;
  const beyondRatio = ratio(beyondRuntimes, gzip(monolith));
  const lcpRatio = ratio(of(federated, 'lcpMs'), of(monolith, 'lcpMs'));
  const row = (label: string, f: string, m: string, r: number | string) =>
    console.log(`| ${label} | ${f} | ${m} | ${typeof r === 'number' ? `${r.toFixed(2)}x` : r} |`);

  console.log(`\n\`${PAGE}\`: federated site vs the same pages as one bundle (Lighthouse mobile: median of ${RUNS} runs each)`);
  console.log('| | federated | monolith | federated / monolith |');
  console.log('|---|---|---|---|');
  row(
    'first-load JS (gzip)',
    `${kib(gzip(federated))}, ${scripts(federated)} scripts`,
    `${kib(gzip(monolith))}, ${scripts(monolith)} scripts`,
    jsRatio,
  );
  row(
    'first-load JS without federation runtime and container runtimes',
    `${kib(beyondRuntimes)} (${kib(gzip(federated))} - ${kib(runtimes)})`,
    kib(gzip(monolith)),
    beyondRatio,
  );
  row('LCP', `${(of(federated, 'lcpMs') / 1000).toFixed(2)} s`, `${(of(monolith, 'lcpMs') / 1000).toFixed(2)} s`, lcpRatio);
  row('TBT', `${Math.round(of(federated, 'tbtMs'))} ms`, `${Math.round(of(monolith, 'tbtMs'))} ms`, '');
  row('performance score', String(of(federated, 'performance')), String(of(monolith, 'performance')), '');
  row(
    'JS transferred (Lighthouse)',
    `${of(federated, 'scriptKiB').toFixed(1)} KiB, ${of(federated, 'scriptRequests')} requests`,
    `${of(monolith, 'scriptKiB').toFixed(1)} KiB, ${of(monolith, 'scriptRequests')} requests`,
    ratio(of(federated, 'scriptKiB'), of(monolith, 'scriptKiB')),
  );
  row('first cover visible (loopback)', `${federated.firstLoad!.visibleMs} ms`, `${monolith.firstLoad!.visibleMs} ms`, '');
  const met = jsRatio <= GOAL_RATIO && lcpRatio <= GOAL_RATIO;
  console.log(
    `\nGoal (issue 11, federated <= ${GOAL_RATIO.toFixed(2)}x the single bundle on both): ${met ? 'MET' : 'NOT MET'} ` +
      `(${verdict('first-load JS', jsRatio)}, ${verdict('LCP', lcpRatio)})`,
  );
  const tbtMet = of(federated, 'tbtMs') <= of(monolith, 'tbtMs');
  const lcpMet = of(federated, 'lcpMs') <= of(monolith, 'lcpMs');
  const beyondMet = beyondRatio <= BEYOND_RUNTIME_GOAL_RATIO;
  console.log(
    `Goal (issue 26: first-load JS beyond federation's runtimes <= ${BEYOND_RUNTIME_GOAL_RATIO.toFixed(2)}x, TBT and LCP <= the single bundle's): ` +
      `${beyondMet && tbtMet && lcpMet ? 'MET' : 'NOT MET'} (beyond the runtimes ${beyondRatio.toFixed(2)}x, ` +
      `TBT ${tbtMet ? 'not worse' : 'worse'}, LCP ${lcpMet ? 'not worse' : 'worse'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
