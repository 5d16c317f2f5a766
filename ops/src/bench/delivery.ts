import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startNginxWebTier } from '../../../api/test/support/nginx-web-tier';
import { runDeployCycles, startDeliveryTier } from '../../test/support/delivery-tier';
import { startWebNode } from '../../test/support/web-node-process';
import { deploymentsDir, distDir } from '../paths';
import { BENCH_DIR, startBenchSite } from './bench-site';
import { launchLighthouseChromium, median, runOnce, type Run } from './lighthouse-runner';

/**
 * `npm run bench:delivery`: issue 22's figures, in one run.
 * 1. The production delivery path on loopback (nginx, two web nodes, s3rver, PostgreSQL; the
 *    fixtures of ops/test/support/delivery-tier.ts): BENCH_CYCLES (20) deploys and rollbacks of the
 *    catalogue under 8 connections; answers that were not 200, requests per second, and how long
 *    after a deploy or rollback returned both nodes served its version.
 * 2. Lighthouse mobile on `/` of the real site, served by the Node tier (`npm start`) and through
 *    the nginx tier (two web nodes on the same versions and registry, the same API), alternating,
 *    median of BENCH_RUNS (3): LCP side by side, and whether each page carried its first screen.
 * `-- cycles` or `-- lighthouse` runs one of the two.
 */
const REPORTS = path.join(BENCH_DIR, 'delivery');

/** Lighthouse's own measure of this machine's speed, from a report it wrote. */
function benchmarkIndexOf(report: string): number {
  const lhr = JSON.parse(readFileSync(report, 'utf8')) as { environment?: { benchmarkIndex?: number } };
  return lhr.environment?.benchmarkIndex ?? Number.NaN;
}

const CYCLES = Number(process.env.BENCH_CYCLES ?? 20);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function cycles(): Promise<void> {
  const tier = await startDeliveryTier();
  try {
    const started = Date.now();
    const figures = await runDeployCycles(tier, 'catalog', CYCLES, 8);
    const seconds = (Date.now() - started) / 1000;
    console.log(`deploy/rollback cycles of catalog under 8 connections through nginx (2 web nodes, s3rver, PostgreSQL): ${figures.cycles}`);
    console.log(`  requests ${figures.requests} (${(figures.requests / seconds).toFixed(0)}/s), not 200: ${figures.failures.length}`);
    for (const failure of figures.failures.slice(0, 10)) console.log(`    ${failure}`);
    console.log(
      `  both nodes serving the new version after the call returned: p50 ${percentile(figures.switchMs, 50)} ms, p95 ${percentile(figures.switchMs, 95)} ms, max ${Math.max(...figures.switchMs)} ms (${figures.switchMs.length} switches)`,
    );
  } finally {
    await tier.close();
  }
}

/**
 * Asks for `/` until its page carries the first screen (at most 5 s): a site with readers has a
 * recent render of its top page (first-screen.ts keeps one for 5 s), and a cold render that
 * outlasts the 500 ms wait would leave one run without it on this loaded machine. Done for both
 * tiers alike. True when the page had its first screen.
 */
async function warmFirstScreen(origin: string): Promise<boolean> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const page = await (await fetch(`${origin}/`, { headers: { accept: 'text/html' } })).text();
    if (page.includes('id="ciao-first-screen"')) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function lighthouse(): Promise<void> {
  // Every run, of both tiers, and the web nodes' calls come from one loopback address: the API's
  // per-address limit (600 a minute) would refuse the renders' calls part-way and measure that.
  process.env.RATE_LIMIT_MAX ??= '100000';
  const site = await startBenchSite();
  const api = new URL(site.url).host;
  const nodes = await Promise.all(
    ['a', 'b'].map(() =>
      startWebNode({
        API_ORIGIN: site.url,
        HOST_DIST: distDir('host'),
        DEPLOYMENTS_DIR: deploymentsDir(),
        DEPLOY_STORE: 'folder',
        DEPLOY_REGISTRY_URL: '',
        TRUSTED_PROXIES: '127.0.0.1',
      }),
    ),
  );
  // Every run comes from loopback too: no page-request limit.
  const nginx = await startNginxWebTier({
    CIAO_WEB_1: nodes[0]!.address,
    CIAO_WEB_2: nodes[1]!.address,
    CIAO_API_1: api,
    CIAO_API_2: api,
    CIAO_PAGE_RATE: '100000r/s',
    CIAO_PAGE_BURST: '100000',
  });
  const chrome = await launchLighthouseChromium();
  try {
    const runs: Record<'node' | 'nginx', Run[]> = { node: [], nginx: [] };
    const firstScreens: Record<'node' | 'nginx', boolean[]> = { node: [], nginx: [] };
    const indexes: number[] = [];
    mkdirSync(REPORTS, { recursive: true });
    for (let run = 0; run < RUNS; run += 1) {
      for (const [tier, origin] of [
        ['node', site.url],
        ['nginx', nginx.origin],
      ] as const) {
        // nginx spreads pages over both nodes, and each node keeps its own recent renders: warm
        // each node directly too, or a run lands on a cold node and measures one render of `/`.
        const warmed = tier === 'node' ? [origin] : [origin, ...nodes.map((node) => `http://${node.address}`)];
        firstScreens[tier].push((await Promise.all(warmed.map(warmFirstScreen))).every(Boolean));
        const report = path.join(REPORTS, `${tier}.json`);
        const result = await runOnce(new URL('/', origin).href, chrome.port, report);
        runs[tier].push(result);
        indexes.push(benchmarkIndexOf(report));
        console.log(`  run ${run + 1} ${tier}: LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms`);
      }
    }
    const lcp = (tier: 'node' | 'nginx') => median(runs[tier].map((run) => run.lcpMs));
    const index = median(indexes);
    console.log(`Lighthouse mobile on /, median of ${RUNS} (benchmarkIndex ${index.toFixed(0)}):`);
    console.log(`| tier | perf | LCP | TBT |\n|---|---|---|---|`);
    for (const tier of ['node', 'nginx'] as const) {
      const of = (key: 'performance' | 'tbtMs') => median(runs[tier].map((run) => run[key]));
      console.log(`| ${tier} | ${of('performance')} | ${(lcp(tier) / 1000).toFixed(2)} s | ${Math.round(of('tbtMs'))} ms |`);
    }
    for (const tier of ['node', 'nginx'] as const) {
      console.log(`${tier}: first screen in ${firstScreens[tier].filter(Boolean).length} of ${RUNS} pages before the runs`);
    }
    console.log(`LCP nginx / node: ${(lcp('nginx') / lcp('node')).toFixed(2)}x (goal: <= 1.10x)`);
  } finally {
    chrome.kill();
    await nginx.stop();
    await Promise.all(nodes.map((node) => node.stop()));
    await site.close();
  }
}

async function main(): Promise<void> {
  // `-- cycles` or `-- lighthouse` runs one part.
  const only = process.argv[2];
  if (only !== 'lighthouse') await cycles();
  if (only !== 'cycles') await lighthouse();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
