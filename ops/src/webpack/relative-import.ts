import path from 'node:path';

/**
 * `file` as an import written in a module of `fromDir`: relative, forward slashes, './' or
 * '../' first. Generated modules import this way so that no checkout's folder is written
 * into a build (their text reaches source maps and bundles, and their names module ids).
 */
export function relativeImport(fromDir: string, file: string): string {
  const relative = path.relative(fromDir, path.resolve(fromDir, file)).split(path.sep).join('/');
  return relative.startsWith('../') ? relative : `./${relative}`;
}
