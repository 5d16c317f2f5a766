import path from 'node:path';

// The names of the files a build writes, for the code that reads them at run time (deploy, the
// web server): their own module, so that code does not load webpack and its plugins to know them.

/** What a build records of itself (src/build/build-info.ts), beside its files. */
export const BUILD_INFO_FILE = 'build-info.json';

/** Where a package's server bundle goes: dist/server/<name>.js, deployed with the version it belongs to. */
export const SERVER_DIR = 'server';

export function serverBundlePath(dist: string, name: string): string {
  return path.join(dist, SERVER_DIR, `${name}.js`);
}
