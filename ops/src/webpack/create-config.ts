import path from 'node:path';
import type { Configuration, PathData, RuleSetRule, RuleSetUseItem, WebpackPluginInstance } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { REPO_ROOT, federationSharedConfig, readPackageJson } from './shared-singletons';
import { BuildInfoPlugin } from './build-info-plugin';
import { precompressPlugins } from './precompress-plugins';
import { StartupPreloadPlugin } from './startup-preload-plugin';
import { esmFederationRuntimePlugin } from './esm-runtime-plugin';
import { hostStartupChunks } from './startup-chunks';
import { FirstScreenLoaderPlugin } from './first-screen-loader-plugin';
import { PortableFederationEntryPlugin } from './portable-federation-entry';
import { SourceMapHashesPlugin } from './source-map-hashes-plugin';
import { PortableModuleIdsPlugin } from './portable-module-ids-plugin';
import { hashBlindNames } from './hash-blind-names';
import { ChunkIntegrityPlugin } from './chunk-integrity-plugin';
import { CompileHintsPlugin } from './compile-hints-plugin';

export type BuildMode = 'production' | 'development';

interface CommonOptions {
  /** Absolute path of the package (host/ or mfe-x/). */
  packageDir: string;
  mode: BuildMode;
  /** Where the build goes; defaults to <package>/dist. */
  outputDir?: string;
}

/**
 * How stylesheets reach the page: style-loader injects them in the browser builds; the
 * server bundles hand them to the first-screen renderer instead (server-style-loader.ts).
 */
const BROWSER_STYLE_LOADER = { loader: 'style-loader', options: { insert: path.join(__dirname, 'insert-style-with-nonce.ts') } };

/** Module rules shared by the browser and server builds, so both give a class the same name. */
export function rules(cssPrefix: string, mode: BuildMode, styleLoader: RuleSetUseItem = BROWSER_STYLE_LOADER): RuleSetRule[] {
  return [
    {
      test: /\.(t|j)sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: mode === 'development' } },
            target: 'es2020',
          },
        },
      },
    },
    {
      test: /\.css$/,
      use: [
        styleLoader,
        {
          loader: 'css-loader',
          options: {
            // css-loader follows `devtool`, and production's 'source-map' made it inline a base64
            // source map into every stylesheet string of the scripts (the header's 5.6 KB of CSS
            // weighed 15.8 KB in the host's chunk). The scripts' own maps stay external.
            sourceMap: mode === 'development',
            // Every class is scoped and prefixed with its owner, so a remote's styles never leak.
            modules: {
              auto: /\.module\.css$/,
              localIdentName: `${cssPrefix}__[local]__[hash:base64:5]`,
              namedExport: false,
              exportLocalsConvention: 'as-is',
            },
          },
        },
      ],
    },
    { test: /\.(png|svg|jpg)$/, type: 'asset/resource' },
  ];
}

/**
 * react-router's package exports only its development build (dev warnings on, a "Hey developer"
 * error page; found in the production bundle by `npm run bench:tasks`): production bundles take
 * the production build it ships beside it, which differs in that switch alone.
 */
const PRODUCTION_ALIASES: Record<string, string> = {
  'react-router$': path.join(
    path.dirname(require.resolve('react-router/package.json', { paths: [REPO_ROOT] })),
    'dist/production/index.mjs',
  ),
};

function baseConfig({ packageDir, mode, outputDir }: CommonOptions, cssPrefix: string): Configuration {
  return {
    mode,
    context: packageDir,
    entry: { main: './src/index.ts' },
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputDir ?? path.join(packageDir, 'dist'),
      // Resolved at run time from the script's own URL, so a build works from any deployment folder.
      publicPath: 'auto',
      filename: scriptFilename(mode),
      chunkFilename: scriptFilename(mode),
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      crossOriginLoading: 'anonymous',
      clean: true,
      uniqueName: cssPrefix,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.json'], alias: mode === 'production' ? PRODUCTION_ALIASES : {} },
    module: { rules: rules(cssPrefix, mode) },
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
    stats: 'errors-warnings',
    // Production builds run without the persistent cache: with it, webpack concatenated the
    // shared zustand module differently on a warm cache than on a cold one (measured on the
    // commerce remote: 1.0.0-b9c3b62175 cold, 1.0.0-e9b4e65ddd warm, same source), so a rebuild
    // with no change gave a new deployment version and every browser downloaded the remote again.
    // The same source must give the same version (`npm run bench:build` checks it).
    cache:
      mode === 'production'
        ? false
        : {
            type: 'filesystem',
            cacheDirectory: path.join(REPO_ROOT, 'node_modules/.cache/webpack', `${cssPrefix}-${mode}`),
            // A change to the build tooling itself must invalidate the cache, not only a change to sources.
            buildDependencies: {
              config: [
                __filename,
                path.join(__dirname, 'shared-singletons.ts'),
                path.join(__dirname, 'precompress-plugins.ts'),
                path.join(packageDir, 'webpack.config.ts'),
              ],
            },
          },
    // Deterministic module ids, hashed from names without the checkout's folder (PortableModuleIdsPlugin).
    optimization: {
      moduleIds: false,
      chunkIds: 'deterministic',
      ...(mode === 'production' ? { minimizeOptions: { javascript: javascriptMinifyOptions() } } : {}),
    },
  };
}

/**
 * terser's options for production scripts: webpack's defaults (two compress passes), with
 * variable names chosen blind to the provisional content hashes the scripts still hold when
 * terser runs (hash-blind-names.ts): otherwise the folder of the checkout, through those
 * hashes, decided whether remoteEntry.js's variables were `c` or `l`.
 */
export function javascriptMinifyOptions() {
  return { compress: { passes: 2 }, mangle: { nth_identifier: hashBlindNames() } };
}

export interface RemoteOptions extends CommonOptions {
  /** Federation name: catalog, viewer, account or commerce. */
  name: string;
  /** Expose name -> file, e.g. { './TopPage': './src/exposes/top-page.tsx' }. */
  exposes: Record<string, string>;
  /** Also emit a standalone page (index.html) running the remote alone, for its team. */
  standalone?: boolean;
  /** Exposes the web server may render on the server for a page's first screen (create-server-config.ts). */
  serverExposes?: string[];
}

const remoteOptionsOf = new WeakMap<Configuration, RemoteOptions>();

/** The options a remote's config was made from (its name, folder and exposes), for builds that reuse its sources. */
export function remoteOptionsOfConfig(config: Configuration): RemoteOptions | undefined {
  return remoteOptionsOf.get(config);
}

/** A remote: its exposes, the shared singletons, mf-manifest.json and build-info.json. */
export function createRemoteConfig(options: RemoteOptions): Configuration {
  const config = baseConfig(options, options.name);
  remoteOptionsOf.set(config, options);
  const pkg = readPackageJson(options.packageDir);
  config.entry = options.standalone ? { main: './src/standalone-entry.ts' } : {};
  config.plugins = [
    ...checkoutIndependence(options.mode),
    new ModuleFederationPlugin({
      name: options.name,
      filename: 'remoteEntry.js',
      exposes: options.exposes,
      shared: federationSharedConfig(options.packageDir, options.mode),
      manifest: { additionalData: ({ stats }) => sortBuildReport(stats) },
      dts: false,
      // Production remotes run on the host's federation runtime (one copy in the page); the
      // standalone page of `npm run dev` has no host, so development builds keep their own.
      experiments: { externalRuntime: options.mode === 'production', optimization: FEDERATION_RUNTIME_OPTIMIZATION },
    }),
    // Every chunk the remote's runtime loads is checked against a hash its entry carries (the
    // registry's hash of the entry covers them all). Not in development: `npm run dev` serves a
    // remote alone, with no registry to vouch for its entry. Not the host: its chunks come from
    // the same build folder as the page itself, which a hash inside that folder adds nothing to.
    ...(options.mode === 'production' ? [new ChunkIntegrityPlugin()] : []),
    new BuildInfoPlugin({ kind: 'remote', name: options.name, version: pkg.version, packageDir: options.packageDir }),
    ...compileHints(options.mode),
    ...precompressPlugins(options.mode),
    ...(options.standalone
      ? [
          new HtmlWebpackPlugin({
            template: path.join(REPO_ROOT, 'ops/src/webpack/standalone.html'),
            title: `${options.name} (standalone)`,
            chunks: ['main'],
            // Served at the dev server's root for every route: a deep link (/password/prereset)
            // must load /main.js, not the relative password/main.js that publicPath 'auto' writes.
            publicPath: '/',
          }),
        ]
      : []),
  ];
  return config;
}

/**
 * The same commit builds the same bytes in any folder (a team's CI and a developer's laptop
 * agree on the deployment version): the federation runtime's entry imports without absolute
 * paths, module ids are hashed from names without the folder, and source maps get the final
 * file names (their provisional ones depend on the folder). Listed before
 * ModuleFederationPlugin, which writes that entry when it is applied.
 */
function checkoutIndependence(mode: BuildMode): WebpackPluginInstance[] {
  return [
    new PortableFederationEntryPlugin(),
    new PortableModuleIdsPlugin(REPO_ROOT),
    ...(mode === 'production' ? [new SourceMapHashesPlugin()] : []),
  ];
}

/**
 * mf-stats.json lists which exposes use each shared module and remote in the order webpack
 * happened to reach them, which changed from one build of the same source to the next
 * (./ContentPages first or third). Sorted, the report is the same for the same source.
 */
function sortBuildReport<Report extends { shared: { usedIn: string[] }[]; remotes: { usedIn: string[] }[] }>(stats: Report): Report {
  for (const entry of [...stats.shared, ...stats.remotes]) entry.usedIn.sort();
  return stats;
}

/** Scripts compiled ahead off the main thread (compile-hints-plugin.ts); development builds are left as they are. */
function compileHints(mode: BuildMode): WebpackPluginInstance[] {
  return mode === 'production' ? [new CompileHintsPlugin()] : [];
}

/**
 * Leaves out of the federation runtime what this site never runs: the snapshot plugin reads
 * mf-manifest.json remotes (the host registers remoteEntry.js URLs from the registry) and
 * the node target's loaders (the site runs in browsers only).
 */
const FEDERATION_RUNTIME_OPTIMIZATION = { disableSnapshot: true, target: 'web' } as const;

/** The host: the only HTML page. No remotes at build time: it reads the registry at run time. */
export function createHostConfig(options: CommonOptions): Configuration {
  const config = baseConfig(options, 'host');
  const pkg = readPackageJson(options.packageDir);
  config.output = {
    ...config.output,
    publicPath: '/',
    filename: scriptFilename(options.mode, 'static/'),
    chunkFilename: scriptFilename(options.mode, 'static/'),
    assetModuleFilename: 'static/assets/[name].[contenthash:8][ext]',
  };
  config.optimization = { ...config.optimization, splitChunks: hostStartupChunks() };
  config.plugins = [
    ...checkoutIndependence(options.mode),
    new ModuleFederationPlugin({
      name: 'host',
      remotes: {},
      shared: federationSharedConfig(options.packageDir, options.mode),
      shareStrategy: 'loaded-first',
      runtimePlugins: [],
      dts: false,
      // The host puts its runtime-core on the page for every remote built with externalRuntime.
      experiments: { provideExternalRuntime: true, optimization: FEDERATION_RUNTIME_OPTIMIZATION },
    }),
    new HtmlWebpackPlugin({
      template: path.join(options.packageDir, 'src/index.html'),
      scriptLoading: 'defer',
      // Copied to the build's root and linked; the web server answers /favicon.svg and /favicon.ico with it.
      favicon: path.join(options.packageDir, 'src/favicon.svg'),
    }),
    esmFederationRuntimePlugin(),
    new FirstScreenLoaderPlugin('./src/first-screen-loader.ts', options.mode),
    new StartupPreloadPlugin(),
    new BuildInfoPlugin({ kind: 'host', name: 'host', version: pkg.version, packageDir: options.packageDir }),
    ...compileHints(options.mode),
    ...precompressPlugins(options.mode),
  ];
  return config;
}

/**
 * Content-hashed script names in production. A function rather than a template because
 * webpack 5.111 asks the federation runtime module for the chunk path while content
 * hashes are still empty (module-federation/core#5077, webpack#22199); the directory is
 * all that module needs, so until the hash exists the unhashed name stands in.
 */
function scriptFilename(buildMode: BuildMode, dir = ''): (pathData: PathData) => string {
  return (pathData) => (buildMode === 'production' && hasContentHash(pathData) ? `${dir}[name].[contenthash:8].js` : `${dir}[name].js`);
}

function hasContentHash(pathData: PathData): boolean {
  const chunk = pathData.chunk as { contentHash?: Record<string, string> } | undefined;
  return Boolean(chunk?.contentHash?.javascript);
}
