import path from 'node:path';
import { REPO_ROOT } from '../paths';
import { startSite, type RunningSite } from '../site';

/** Where the benchmarks keep their database, deployments and reports, apart from `npm start`'s. */
export const BENCH_DIR = path.join(REPO_ROOT, '.data/bench');

/** The site as `npm start` serves it, on a free port, with the benchmarks' own data and deployments. */
export function startBenchSite(log: (line: string) => void = () => undefined): Promise<RunningSite> {
  process.env.DEPLOYMENTS_DIR ??= path.join(BENCH_DIR, 'deployments');
  return startSite({ port: 0, host: '127.0.0.1', dataDir: BENCH_DIR, log });
}
