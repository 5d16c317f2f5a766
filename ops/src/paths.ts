import path from 'node:path';
import { REPO_ROOT } from './webpack/shared-singletons';

export { REPO_ROOT };

/** Folder of the remotes' immutable builds and the registry; DEPLOYMENTS_DIR moves it (tests, servers). */
export function deploymentsDir(): string {
  return path.resolve(process.env.DEPLOYMENTS_DIR ?? path.join(REPO_ROOT, 'deployments'));
}

export function registryPath(): string {
  return path.join(deploymentsDir(), 'registry.json');
}

export const PACKAGE_DIRS = {
  host: path.join(REPO_ROOT, 'host'),
  catalog: path.join(REPO_ROOT, 'mfe-catalog'),
  viewer: path.join(REPO_ROOT, 'mfe-viewer'),
  account: path.join(REPO_ROOT, 'mfe-account'),
  commerce: path.join(REPO_ROOT, 'mfe-commerce'),
} as const;

export type BuildTarget = keyof typeof PACKAGE_DIRS;

export function distDir(target: BuildTarget): string {
  return path.join(PACKAGE_DIRS[target], 'dist');
}
