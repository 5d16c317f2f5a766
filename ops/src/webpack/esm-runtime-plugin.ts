import fs from 'node:fs';
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
    if (!fs.existsSync(esm)) throw new Error(`federation runtime provider: no ES module build at ${esm}`);
    resolveData.request = esm;
  });
}
