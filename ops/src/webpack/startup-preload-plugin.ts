import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Chunk, Compilation, Compiler, Module } from 'webpack';

const NAME = 'StartupPreloadPlugin';

interface ProvideModule extends Module {
  _name: string;
}
interface ConsumeModule extends Module {
  options: { shareKey: string };
}
const isProvide = (module: Module): module is ProvideModule => module.type === 'provide-module';
const isConsume = (module: Module): module is ConsumeModule => module.type === 'consume-shared-module';

/**
 * The script files the host needs before its first render: the chunks of the entry's own
 * dynamic imports (the async boundary's start-up steps in host/src/index.ts) and of the shared
 * libraries those chunks consume, followed through the libraries' own shared dependencies.
 * A consumed library is the chunk of the host's provided copy (what the runtime picks when the
 * host is first on the page), not the consumer's fallback chunk (webpack may emit the library
 * twice). Lazy imports of ordinary modules (route pages, forms, dialogs) are not followed:
 * they load when used.
 */
export function startupScripts(compilation: Compilation, entryName = 'main'): string[] {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) throw new Error(`${NAME}: no entry point "${entryName}"`);
  const entryChunks = new Set(entrypoint.chunks);
  const provided = new Map<string, ProvideModule>();
  for (const module of compilation.modules) if (isProvide(module)) provided.set(module._name, module);

  const seenChunks = new Set<Chunk>();
  const pending: Module[] = [];
  const followBlocks = (module: Module) => {
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      for (const chunk of group?.chunks ?? []) {
        if (seenChunks.has(chunk)) continue;
        seenChunks.add(chunk);
        pending.push(...chunkGraph.getChunkModulesIterable(chunk));
      }
    }
  };
  // The entry's own dynamic imports; not its provide-modules, which register every shared
  // library (forms included) but load none.
  for (const chunk of entryChunks) {
    seenChunks.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) if (!isProvide(module)) followBlocks(module);
  }
  const seenModules = new Set<Module>();
  while (pending.length > 0) {
    const module = pending.pop() as Module;
    if (seenModules.has(module) || !isConsume(module)) continue;
    seenModules.add(module);
    followBlocks(provided.get(module.options.shareKey) ?? module);
  }

  const files = new Set<string>();
  for (const chunk of seenChunks) {
    if (entryChunks.has(chunk)) continue;
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files].sort();
}

/**
 * Adds `<link rel="preload" as="script">` for every start-up script to the host page, so the
 * browser fetches them all while main.js downloads instead of in waves, each wave found only
 * when the one before has run. No crossorigin attribute: webpack loads same-origin chunks
 * without one, and a preload is only reused by a request of the same mode.
 */
export class StartupPreloadPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = data.publicPath;
        const links = startupScripts(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}
