import { REMOTE_NAMES } from '@ciao/shared/federation';
import { buildPackage, needsBuild } from './build-package';
import type { BuildTarget } from '../paths';

/**
 * Builds every package whose sources changed since its last production build (all of
 * them on a fresh clone), host first because deploys check remotes against it.
 */
export async function ensureBuilt(log: (line: string) => void): Promise<void> {
  const targets: BuildTarget[] = ['host', ...REMOTE_NAMES];
  for (const target of targets) {
    if (!needsBuild(target)) {
      log(`  ${target.padEnd(9)} up to date`);
      continue;
    }
    const started = Date.now();
    let shown = -10;
    await buildPackage(target, 'production', (percent) => {
      if (percent >= shown + 10 && process.stdout.isTTY) {
        shown = percent;
        process.stdout.write(`\r  ${target.padEnd(9)} building ${percent}%`);
      }
    });
    if (process.stdout.isTTY) process.stdout.write('\r');
    log(`  ${target.padEnd(9)} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
