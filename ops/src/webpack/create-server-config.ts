import path from 'node:path';
import webpack, { type Configuration, type ExternalItemFunctionData } from 'webpack';
import { type RemoteOptions, rules } from './create-config';
import { SHARED_SINGLETONS } from './shared-singletons';
import { relativeImport } from './relative-import';
import { SERVER_DIR } from '../build/build-files';

const isBare = (request: string) => !/^(\.|\/|!|data:)/.test(request) && !path.isAbsolute(request);

/**
 * The server bundles mirror federation: what the page shares once (SHARED_SINGLETONS) is not
 * bundled but required at run time, everything else is. A remote requires @ciao/shared and
 * its singleton subpaths from the host's server bundle (ops/src/server/first-screen.ts hands
 * it a `require` that does so), the other shared libraries from the server's node_modules.
 */
function externalsOf(shared: (request: string) => boolean) {
  return ({ request }: ExternalItemFunctionData, callback: (error?: Error, result?: string) => void) => {
    if (request && isBare(request) && shared(request)) return callback(undefined, `commonjs ${request}`);
    return callback();
  };
}

const isSharedSingleton = (request: string) => Object.hasOwn(SHARED_SINGLETONS, request);
const isOwnedByHost = (request: string) => request === '@ciao/shared' || request.startsWith('@ciao/shared/');

interface ServerBundleOptions {
  packageDir: string;
  /** The bundle's name (host, catalog...): its file name and the class-name prefix of its styles. */
  name: string;
  entry: string;
  externals: (request: string) => boolean;
}

/**
 * A package's server bundle: one CommonJS file for Node that the web server loads to render a
 * page's first screen. Same module rules as the browser build (so class names agree), styles
 * collected instead of injected, not minified (it is read from disk, not downloaded).
 */
function createServerConfig({ packageDir, name, entry, externals }: ServerBundleOptions): Configuration {
  return {
    mode: 'production',
    target: 'node20',
    context: packageDir,
    entry: { [name]: entry },
    devtool: false,
    output: {
      path: path.join(packageDir, 'dist', SERVER_DIR),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      // The browser build has just filled dist/; this build only adds dist/server/.
      clean: false,
      publicPath: '/',
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    module: { rules: rules(name, 'production', { loader: path.join(__dirname, 'server-style-loader.ts'), options: { bundle: name } }) },
    externals: [externalsOf(externals)],
    externalsPresets: { node: true },
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic', splitChunks: false },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    cache: false,
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
    stats: 'errors-warnings',
  };
}

/** The host's server bundle: its routes and layout, and @ciao/shared, which it provides to the remotes' bundles. */
export function createHostServerConfig(packageDir: string): Configuration {
  return createServerConfig({
    packageDir,
    name: 'host',
    entry: './src/server/first-screen.tsx',
    externals: (request) => (isSharedSingleton(request) && !isOwnedByHost(request)) || request === 'react-dom/server',
  });
}

/**
 * A remote's server bundle: the exposes it can render on the server (`serverExposes`), by
 * expose name, as its export `exposes`. Evaluated whole when loaded, so its styles are all
 * registered before the first render.
 */
export function createRemoteServerConfig(options: RemoteOptions): Configuration | null {
  const exposes = options.serverExposes ?? [];
  if (exposes.length === 0) return null;
  // Relative to the package, where a data: module resolves its imports (the entry's context):
  // the bundle keeps this text in a comment and hashes it into a module id.
  const imports = exposes.map((expose, index) => {
    if (!options.exposes[expose]) throw new Error(`${options.name}: server expose ${expose} is not one of its exposes`);
    return `import * as expose${index} from ${JSON.stringify(relativeImport(options.packageDir, options.exposes[expose]))};`;
  });
  const table = exposes.map((expose, index) => `${JSON.stringify(expose)}: expose${index}`).join(', ');
  const source = [...imports, `export const exposes = { ${table} };`].join('\n');
  return createServerConfig({
    packageDir: options.packageDir,
    name: options.name,
    entry: `data:text/javascript,${encodeURIComponent(source)}`,
    externals: isSharedSingleton,
  });
}
