import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Configuration } from 'webpack';
import { runWebpack } from '../../build/build-package';
import { sourceHash } from '../../build/source-hash';
import { REPO_ROOT } from '../../paths';

export const CONSOLE_DIR = path.join(REPO_ROOT, 'ops-console');
export const CONSOLE_DIST = path.join(CONSOLE_DIR, 'dist');
/** The source hash the console in dist/ was built from. */
const STAMP = 'source-hash.txt';

/**
 * Builds the ops console when its sources changed since the last build (its own webpack config,
 * no federation; it is not a deployed remote, so it has no version in the registry).
 */
export async function ensureConsoleBuilt(log: (line: string) => void): Promise<void> {
  const hash = sourceHash(CONSOLE_DIR);
  const stamp = path.join(CONSOLE_DIST, STAMP);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash) {
    log('  console   up to date');
    return;
  }
  const started = Date.now();
  const module = (await import(path.join(CONSOLE_DIR, 'webpack.config.ts'))) as {
    default: ((mode: 'production') => Configuration) | { default: (mode: 'production') => Configuration };
  };
  const factory = typeof module.default === 'function' ? module.default : module.default.default;
  await runWebpack(factory('production'));
  writeFileSync(stamp, `${hash}\n`);
  log(`  console   built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
