import { writeFileSync } from 'node:fs';
import { CHROMIUM_PATH } from '../chromium';

/**
 * One Lighthouse run (mobile: its default emulated phone and simulated slow 4G and CPU) and
 * the figures the benchmarks report from it; `npm run bench:lighthouse` and
 * `npm run bench:monolith` both use it.
 */
export interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKiB: number;
  scriptRequests: number;
  /** Lighthouse's measure of the machine's speed (its `environment.benchmarkIndex`): scores depend on it. */
  benchmarkIndex: number;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

type LighthouseResult = {
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }>;
};

/** BENCH_CPU_SLOWDOWN: Lighthouse's CPU throttling instead of its default 4x (see runOnce). */
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 0) || undefined;

/**
 * One Lighthouse mobile run of `url` in the Chromium listening on `port`; the full report goes to
 * `reportFile`. `keepStorage`: the origin's cookies and storage are kept (a signed-in reader,
 * `signed-in-reader.ts`), and the caller empties the browser's cache itself.
 */
export async function runOnce(url: string, port: number, reportFile: string, keepStorage = false): Promise<Run> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    disableStorageReset: keepStorage,
    // BENCH_CPU_SLOWDOWN stands a fast machine in for a slower one: Lighthouse's default 4x on a
    // machine of benchmarkIndex B is about (4 x B / 1500)x for the issues' reference machine of ~1500.
    ...(CPU_SLOWDOWN ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  writeFileSync(reportFile, JSON.stringify(result.lhr));
  const lhr = result.lhr as unknown as LighthouseResult;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    scriptKiB: Number(scripts?.transferSize ?? 0) / 1024,
    scriptRequests: Number(scripts?.requestCount ?? 0),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/** Debian's Chromium for Lighthouse (CHROMIUM_PATH to change it); `kill()` it when done. */
export async function launchLighthouseChromium() {
  const { launch } = await import('chrome-launcher');
  return launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
}
