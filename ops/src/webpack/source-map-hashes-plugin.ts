import { Compilation, type Compiler, sources } from 'webpack';

const NAME = 'SourceMapHashesPlugin';

/**
 * Lets webpack put the final content hashes into the source maps too. webpack 5.111's
 * SourceMapDevToolPlugin holds each map as a Buffer, and RealContentHashPlugin skips Buffer
 * assets, so the maps kept the provisional names: 452.b6fb6562.js.map said
 * "file": "452.f5c60f3a.js", a file that does not exist, and the federation runtime's chunk
 * table in remoteEntry.js.map named provisional files throughout. Provisional hashes also
 * depend on the checkout's folder (the shared-module consumers hash their absolute paths),
 * so two checkouts of one commit wrote different maps. Handed over as text, the maps are
 * rewritten with the real names like every script.
 */
export class SourceMapHashesPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After SourceMapDevToolPlugin (DEV_TOOLING), before RealContentHashPlugin (OPTIMIZE_HASH).
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING + 1 }, () => {
        for (const asset of compilation.getAssets()) {
          if (!asset.name.endsWith('.map')) continue;
          const content = asset.source.source();
          if (Buffer.isBuffer(content)) compilation.updateAsset(asset.name, new sources.RawSource(content.toString('utf8')));
        }
      });
    });
  }
}
