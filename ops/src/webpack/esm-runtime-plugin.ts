import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

/**
 * `provideExternalRuntime` makes the host's federation entry import the runtime-core
 * provider plugin by its CommonJS file (…/inject-external-runtime-core-plugin/dist/index.cjs),
 * and that file `require`s the CommonJS build of runtime-core and the sdk, while the bundler
 * runtime and our own `@module-federation/enhanced/runtime` imports take the ES module build.
 * The page then carried runtime-core twice (both builds, 57 KiB each minified). Pointing the
 * provider at its ES module build keeps one copy.
 */
export function esmFederationRuntimePlugin(): webpack.NormalModuleReplacementPlugin {
  return new webpack.NormalModuleReplacementPlugin(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (resolveData) => {
    const esm = resolveData.request.replace(/\.cjs$/, '.js');
    // The federation entry imports it by a path relative to itself (portable-federation-entry.ts).
    const file = path.resolve(resolveData.context, esm);
    if (!fs.existsSync(file)) throw new Error(`federation runtime provider: no ES module build at ${file}`);
    resolveData.request = esm;
  });
}
