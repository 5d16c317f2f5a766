import path from 'node:path';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { REMOTE_EXPOSES, REMOTE_NAMES, type RemoteName } from '@ciao/shared/federation';
import { loadConfig } from '../../build/build-package';
import { PACKAGE_DIRS, REPO_ROOT } from '../../paths';
import { BuildInfoPlugin } from '../../webpack/build-info-plugin';
import { remoteOptionsOfConfig } from '../../webpack/create-config';
import { StartupPreloadPlugin } from '../../webpack/startup-preload-plugin';

/** A benchmark artefact, never deployed: kept with the other benchmark data. */
export const MONOLITH_DIST = path.join(REPO_ROOT, '.data/bench/monolith/dist');

const STATIC_EXPOSES_MODULE = 'ciao-static-exposes';

/** `catalog/TopPage` -> the absolute path of the file the catalogue's webpack config exposes as `./TopPage`. */
function exposedFiles(remote: RemoteName, config: Configuration): Array<[id: string, file: string]> {
  const options = remoteOptionsOfConfig(config);
  if (!options) throw new Error(`monolith: ${remote}'s webpack config was not made by createRemoteConfig`);
  const missing = REMOTE_EXPOSES[remote].filter((expose) => !(expose in options.exposes));
  if (missing.length > 0) throw new Error(`monolith: ${remote} does not expose ${missing.join(', ')} (shared/src/federation/contract.ts)`);
  return Object.entries(options.exposes).map(([expose, file]) => [
    `${remote}/${expose.replace(/^\.\//, '')}`,
    path.resolve(options.packageDir, file),
  ]);
}

/** A package's own rules ("..." means webpack's defaults, which only a top-level list may name). */
function packageRules(config: Configuration): RuleSetRule[] {
  return (config.module?.rules ?? []).filter((rule): rule is RuleSetRule => typeof rule === 'object' && rule !== null);
}

/** The id -> import() map the static port reads (static-exposes.d.ts gives its type). */
function staticExposesSource(files: Array<[id: string, file: string]>): string {
  const entries = files.map(([id, file]) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(file)}),`);
  return `export const STATIC_EXPOSES = {\n${entries.join('\n')}\n};\n`;
}

/**
 * The same pages as one webpack build without module federation, for `npm run bench:monolith`:
 * the host's production config (minification, output names, HTML page, .br/.gz files) with
 *
 * - the host's federation port swapped for `./static-federation.ts`, whose `load('catalog/TopPage')`
 *   is a dynamic `import()` of the file the catalogue exposes, so each screen stays a lazy chunk;
 * - each package's sources compiled with that package's own loaders (its CSS Modules prefix);
 * - `bootstrap.tsx` as the entry: `index.ts`'s async boundary exists only so federation can
 *   negotiate shared modules before app code runs, and a single bundle has none to negotiate;
 * - no ModuleFederationPlugin: every library is resolved and tree-shaken as in any bundle,
 *   from the same node_modules, so the same versions.
 */
export async function createMonolithConfig(outputDir: string = MONOLITH_DIST): Promise<Configuration> {
  const host = await loadConfig('host', 'production');
  const remotes = await Promise.all(REMOTE_NAMES.map(async (name) => ({ name, config: await loadConfig(name, 'production') })));
  const perPackageRules: RuleSetRule[] = [
    ...remotes.map(({ name, config }) => ({ include: PACKAGE_DIRS[name], rules: packageRules(config) })),
    // The host's rules also compile @ciao/shared, as in the federated host (which provides it to the remotes).
    { rules: packageRules(host) },
  ];
  const files = remotes.flatMap(({ name, config }) => exposedFiles(name, config));
  return {
    ...host,
    entry: { main: path.join(PACKAGE_DIRS.host, 'src/bootstrap.tsx') },
    output: { ...host.output, path: outputDir },
    resolve: {
      ...host.resolve,
      // The host's own aliases too (react-router's production build), so both variants bundle the same code.
      alias: {
        ...(host.resolve?.alias as Record<string, string> | undefined),
        [path.join(PACKAGE_DIRS.host, 'src/remotes/federation')]: path.join(__dirname, 'static-federation.ts'),
      },
    },
    module: { rules: [{ oneOf: perPackageRules }] },
    plugins: [
      // Not the start-up preloads either: one bundle has no waves of shared chunks to flatten, and
      // without federation every lazy screen would count as start-up.
      ...(host.plugins ?? []).filter(
        (plugin) =>
          !(plugin instanceof ModuleFederationPlugin) && !(plugin instanceof BuildInfoPlugin) && !(plugin instanceof StartupPreloadPlugin),
      ),
      new webpack.experiments.schemes.VirtualUrlPlugin({ [STATIC_EXPOSES_MODULE]: staticExposesSource(files) }),
    ],
  };
}
