import { Compilation, type Compiler, sources } from 'webpack';

const NAME = 'CompileHintsPlugin';

/**
 * V8's explicit compile hint (Chrome 136 and later): on a script's first line, it has V8 compile
 * every function of the script while the script streams in, on a background thread, instead of
 * each function on the main thread when it is first called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the compile hint first in every script of a browser build. A webpack chunk is one object
 * of module functions, each compiled lazily when the module is first required: evaluating the
 * host's @ciao/shared chunk at start-up compiled its one concatenated module on the main thread,
 * most of a 50-80 ms task on our 2-core machine, and each start-up step paid the same for its
 * own chunk. A chunk of this site is only downloaded when its code is about to run (the start-up
 * steps, the route's remote, a dialog loaded on intent), so compiling all of it ahead costs a
 * background thread what it saves the main thread.
 *
 * After the minifier (whose license banner would otherwise come first) and before the source
 * maps, content hashes, chunk integrity and compression, which then all see the final bytes;
 * the added line moves the mappings by one line, which the source map takes along.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const chunk of compilation.chunks) {
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
          }
        }
      });
    });
  }
}
