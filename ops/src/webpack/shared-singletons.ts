import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Packages that must exist once per page: one React, one router, one i18n instance, one
 * session store and one event bus (both live in @ciao/shared). Subpath imports are listed
 * separately because federation shares them as their own modules. A shared module is sent
 * whole (any remote may use any export), so what only @ciao/shared uses is left out and
 * bundled into it, tree-shaken: zustand/middleware (the session store's persist) and
 * react-i18next (the site uses useTranslation, which the barrel re-exports).
 */
export const SHARED_SINGLETONS: Record<string, string> = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  // The router, through the one module that imports react-router (tree-shaken, see shared/src/router).
  '@ciao/shared/router': '@ciao/shared',
  zustand: 'zustand',
  'zustand/vanilla': 'zustand',
  eventemitter3: 'eventemitter3',
  i18next: 'i18next',
  // One QueryClient cache for the page: a second copy of the library would not see it.
  '@tanstack/react-query': '@tanstack/react-query',
  'react-hook-form': 'react-hook-form',
  '@ciao/shared': '@ciao/shared',
  // The form layer (and react-hook-form with it) loads only where a form is shown.
  '@ciao/shared/forms': '@ciao/shared',
};

export const REPO_ROOT = path.resolve(__dirname, '../../..');

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}

export function readPackageJson(dir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/** The version actually installed, which is what a build bundles and offers to the share scope. */
export function installedVersion(packageName: string): string {
  if (packageName === '@ciao/shared') return readPackageJson(path.join(REPO_ROOT, 'shared')).version;
  // Resolved as @ciao/shared resolves it: a nested copy (eventemitter3 5 under shared/) wins over a hoisted one.
  const fromShared = createRequire(path.join(REPO_ROOT, 'shared/package.json'));
  return readPackageJson(path.dirname(fromShared.resolve(`${packageName}/package.json`))).version;
}

/**
 * The singletons with `requiredVersion` from the package's own package.json (or
 * @ciao/shared's, for what only shared depends on): the ranges a build accepts, which
 * build-info.json records and deploy checks (ops/src/deploy/compatibility.ts).
 */
export function sharedConfig(packageDir: string) {
  const own = readPackageJson(packageDir).dependencies ?? {};
  const sharedPackage = readPackageJson(path.join(REPO_ROOT, 'shared')).dependencies ?? {};
  return Object.fromEntries(
    Object.entries(SHARED_SINGLETONS).map(([request, packageName]) => {
      const range = own[packageName] ?? sharedPackage[packageName] ?? `^${installedVersion(packageName)}`;
      const requiredVersion = packageName === '@ciao/shared' ? `^${installedVersion('@ciao/shared')}` : range;
      return [request, { singleton: true, requiredVersion, version: installedVersion(packageName), strictVersion: false }];
    }),
  );
}

/**
 * The `shared` option of ModuleFederationPlugin. Production builds leave the range check
 * to deploy, which refuses a remote whose singletons do not satisfy the host's ranges: in
 * the browser the federation runtime parsed every range again for each shared import of
 * the host and of every remote (about 170 ms of a start-up under 4x CPU throttling,
 * measured with a CPU profile of `/`), only to print a warning deploy has made
 * impossible. Development builds keep the check, for a team running a remote alone.
 */
export function federationSharedConfig(packageDir: string, mode: 'production' | 'development') {
  const config = sharedConfig(packageDir);
  if (mode === 'development') return config;
  return Object.fromEntries(Object.entries(config).map(([request, share]) => [request, { ...share, requiredVersion: false as const }]));
}
