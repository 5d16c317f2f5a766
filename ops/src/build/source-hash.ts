import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../webpack/shared-singletons';

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

/**
 * A hash of everything a package's build reads: its sources and config, the shared
 * package, the build tooling and the lockfile. `npm start` rebuilds only when it changed.
 */
export function sourceHash(packageDir: string): string {
  const inputs = [
    ...listFiles(path.join(packageDir, 'src')),
    path.join(packageDir, 'package.json'),
    path.join(packageDir, 'webpack.config.ts'),
    ...listFiles(path.join(REPO_ROOT, 'shared/src')),
    ...listFiles(path.join(REPO_ROOT, 'ops/src/webpack')),
    path.join(REPO_ROOT, 'package-lock.json'),
  ].filter((file) => existsSync(file) && !/\.test\.tsx?$/.test(file));
  const hash = createHash('sha256');
  for (const file of inputs.sort()) {
    hash.update(path.relative(REPO_ROOT, file)).update('\0').update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}
