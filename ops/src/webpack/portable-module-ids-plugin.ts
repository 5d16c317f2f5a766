import path from 'node:path';
import type { Compilation, Compiler, Module } from 'webpack';

/** webpack's own helpers, as its DeterministicModuleIdsPlugin uses them (not in its typed API). */
const { assignDeterministicIds, getFullModuleName, getUsedModuleIdsAndModules } = require('webpack/lib/ids/IdHelpers') as {
  assignDeterministicIds<T>(
    items: T[],
    getName: (item: T) => string,
    comparator: (a: T, b: T) => -1 | 0 | 1,
    assignId: (item: T, id: number) => boolean,
    ranges: number[],
    expandFactor: number,
    extraSpace: number,
  ): void;
  getFullModuleName(module: Module, context: string, associatedObjectForCache?: object): string;
  getUsedModuleIdsAndModules(compilation: Compilation): [Set<string>, Module[]];
};
const { compareModulesByPreOrderIndexOrIdentifier } = require('webpack/lib/util/comparators') as {
  compareModulesByPreOrderIndexOrIdentifier(moduleGraph: Compilation['moduleGraph']): (a: Module, b: Module) => -1 | 0 | 1;
};

const NAME = 'PortableModuleIdsPlugin';

/**
 * `optimization.moduleIds: 'deterministic'`, with names that hold no checkout folder. webpack
 * hashes a module's id from its identifier with the paths made relative, but only paths that
 * start a segment: the federation container entry's identifier ends with the runtime entry's
 * absolute path ("container entry (default) [exposes] /work/…/entry.<hash>.js"), so its id
 * (the `__webpack_require__` at the end of remoteEntry.js) changed with the folder. Here the
 * checkout's folder is written relative wherever it stands in the name. Same ranges and
 * ordering as webpack's plugin, so every other module keeps the id it had.
 */
export class PortableModuleIdsPlugin {
  constructor(private readonly root: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.hooks.moduleIds.tap(NAME, () => {
        const { context } = compiler;
        const folder = `${this.root}${path.sep}`;
        const relativeFolder = `${path.relative(context, this.root) || '.'}${path.sep}`;
        const [usedIds, modules] = getUsedModuleIdsAndModules(compilation);
        assignDeterministicIds(
          modules,
          (module) => getFullModuleName(module, context, compiler.root).split(folder).join(relativeFolder),
          compareModulesByPreOrderIndexOrIdentifier(compilation.moduleGraph),
          (module, id) => {
            if (usedIds.has(`${id}`)) return false;
            usedIds.add(`${id}`);
            compilation.chunkGraph.setModuleId(module, id);
            return true;
          },
          [10 ** 3],
          10,
          usedIds.size,
        );
      });
    });
  }
}
