import { rmSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@ciao/shared/federation';
import { buildPackage } from '../build/build-package';
import { REPO_ROOT } from '../paths';

/** `npm run bench:build`: production build time of each package alone, cold (no webpack cache) then warm. */
async function main(): Promise<void> {
  for (const target of ['host', ...REMOTE_NAMES] as const) {
    rmSync(path.join(REPO_ROOT, 'node_modules/.cache/webpack', `${target}-production`), { recursive: true, force: true });
    const coldStart = Date.now();
    await buildPackage(target, 'production');
    const cold = (Date.now() - coldStart) / 1000;
    const warmStart = Date.now();
    await buildPackage(target, 'production');
    const warm = (Date.now() - warmStart) / 1000;
    console.log(`${target.padEnd(9)} cold ${cold.toFixed(1)} s   warm ${warm.toFixed(1)} s`);
  }
}

void main();
