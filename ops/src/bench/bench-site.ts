import path from 'node:path';
import { REPO_ROOT } from '../paths';
import { startSite, type RunningSite } from '../site';
import { registryStoreFromEnv } from '../deploy/delivery-config';
import { COHORT_COOKIE, isOnCanary } from '../server/cohort';

/** Where the benchmarks keep their database, deployments and reports, apart from `npm start`'s. */
export const BENCH_DIR = path.join(REPO_ROOT, '.data/bench');

/** The site as `npm start` serves it, on a free port, with the benchmarks' own data and deployments. */
export function startBenchSite(log: (line: string) => void = () => undefined): Promise<RunningSite> {
  process.env.DEPLOYMENTS_DIR ??= path.join(BENCH_DIR, 'deployments');
  return startSite({ port: 0, host: '127.0.0.1', dataDir: BENCH_DIR, log });
}

/**
 * BENCH_BEFORE_STABLE=1 (with BENCH_BEFORE_HOST), while a canary of a remote runs in the benchmarks'
 * deployments (`DEPLOYMENTS_DIR=.data/bench/deployments npm run mfe -- canary catalog --percent 50`,
 * the remote's stable version being its build from before the change): the before build's browsers
 * get the stable versions and the after build's the canaries, each placed by its canary cohort
 * cookie, so a change to a remote (not only to the host) is compared in one run. Null without it.
 */
export async function beforeAfterCohorts(): Promise<{ before: number; after: number } | null> {
  if (process.env.BENCH_BEFORE_STABLE !== '1') return null;
  const registry = registryStoreFromEnv();
  try {
    const canaries = Object.entries((await registry.read()).canaries);
    if (canaries.length === 0) throw new Error("BENCH_BEFORE_STABLE=1: no canary runs in the benchmarks' deployments");
    const cohorts = Array.from({ length: 100 }, (_, cohort) => cohort);
    const on = (cohort: number) => canaries.map(([remote, canary]) => isOnCanary(cohort, remote, canary));
    const before = cohorts.find((cohort) => on(cohort).every((yes) => !yes));
    const after = cohorts.find((cohort) => on(cohort).every(Boolean));
    if (before === undefined || after === undefined) throw new Error('BENCH_BEFORE_STABLE=1: no cohort is on every canary and one on none');
    return { before, after };
  } finally {
    await registry.close();
  }
}

/** The cookie that places a browser in a canary cohort, for `context.addCookies`. */
export function cohortCookieFor(siteUrl: string, cohort: number): { name: string; value: string; url: string } {
  return { name: COHORT_COOKIE, value: String(cohort), url: siteUrl };
}
