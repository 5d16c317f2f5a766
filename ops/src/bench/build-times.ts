import { REMOTE_NAMES } from '@ciao/shared/federation';
import { buildPackage } from '../build/build-package';

/**
 * `npm run bench:build`: the production build time of each package alone, built twice from
 * the same source, and whether both builds got the same deployment version (they must: a
 * rebuild with no change may not make browsers download a remote again). Exits 1 when not.
 */
async function main(): Promise<void> {
  let allReproducible = true;
  for (const target of ['host', ...REMOTE_NAMES] as const) {
    const firstStart = Date.now();
    const first = await buildPackage(target, 'production');
    const firstSeconds = (Date.now() - firstStart) / 1000;
    const secondStart = Date.now();
    const second = await buildPackage(target, 'production');
    const secondSeconds = (Date.now() - secondStart) / 1000;
    const same = first.version === second.version;
    allReproducible &&= same;
    console.log(
      `${target.padEnd(9)} ${firstSeconds.toFixed(1)} s, again ${secondSeconds.toFixed(1)} s   ${first.version} ${same ? '= the same version' : `!= ${second.version}`}`,
    );
  }
  if (!allReproducible) process.exitCode = 1;
}

void main();
