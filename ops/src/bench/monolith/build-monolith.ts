import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runWebpack } from '../../build/build-package';
import { sourceHash } from '../../build/source-hash';
import { PACKAGE_DIRS } from '../../paths';
import { MONOLITH_DIST, createMonolithConfig } from './webpack.config';

/** Written last, so an interrupted build is rebuilt. */
const STAMP_FILE = 'monolith-source-hash.txt';

/** Every package's source hash (sources, shared, build tooling, lockfile) and this folder's files. */
function monolithSourceHash(): string {
  const hash = createHash('sha256');
  for (const packageDir of Object.values(PACKAGE_DIRS)) hash.update(sourceHash(packageDir));
  for (const file of readdirSync(__dirname).sort()) hash.update(file).update(readFileSync(path.join(__dirname, file)));
  return hash.digest('hex').slice(0, 16);
}

/** Builds the single-bundle site into MONOLITH_DIST unless it was already built from these sources. */
export async function ensureMonolithBuilt(log: (line: string) => void): Promise<string> {
  const stamp = path.join(MONOLITH_DIST, STAMP_FILE);
  const hash = monolithSourceHash();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    log(`  monolith  up to date (${hash})`);
    return MONOLITH_DIST;
  }
  const started = Date.now();
  await runWebpack(await createMonolithConfig(MONOLITH_DIST));
  writeFileSync(stamp, hash);
  log(`  monolith  built in ${((Date.now() - started) / 1000).toFixed(1)} s (${hash})`);
  return MONOLITH_DIST;
}
