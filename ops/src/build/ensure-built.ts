import { REMOTE_NAMES } from '@ciao/shared/federation';
import { buildPackage, needsBuild } from './build-package';
import type { BuildTarget } from '../paths';

/**
 * Builds every package whose sources changed since its last production build (all of
 * them on a fresh clone), host first because deploys check remotes against it.
 */
export async function ensureBuilt(log: (line: string) => void, isTerminal = Boolean(process.stdout.isTTY)): Promise<void> {
  const targets: BuildTarget[] = ['host', ...REMOTE_NAMES];
  const stale = targets.filter((target) => needsBuild(target));
  for (const target of targets) if (!stale.includes(target)) log(`  ${target.padEnd(9)} up to date`);
  for (const [index, target] of stale.entries()) {
    const started = Date.now();
    const step = `(${index + 1}/${stale.length})`;
    // A terminal gets one line rewritten in place every 10%; a log (CI, a pipe, an IDE's
    // console) a line every 25%, so a build of a minute or more is never silent for long.
    const every = isTerminal ? 10 : 25;
    let shown = 0;
    if (!isTerminal) log(`  ${target.padEnd(9)} building ${step}...`);
    await buildPackage(target, 'production', (percent) => {
      if (percent < shown + every || percent >= 100) return;
      shown = percent - (percent % every);
      if (isTerminal) process.stdout.write(`\r  ${target.padEnd(9)} building ${step} ${shown}%`);
      else log(`  ${target.padEnd(9)} ${shown}%`);
    });
    if (isTerminal) process.stdout.write('\r\x1b[K');
    log(`  ${target.padEnd(9)} built in ${((Date.now() - started) / 1000).toFixed(1)} s ${step}`);
  }
}
