import path from 'node:path';
import type { Compiler } from 'webpack';
import { relativeImport } from './relative-import';

/**
 * The federation plugin writes its runtime entry to node_modules/.federation/entry.<hash>.js:
 * a module that imports the bundler runtime and the runtime plugins (the host's external
 * runtime provider) by absolute paths, named after a hash of its text. The checkout's folder
 * so reached the build: the entry's module id (hashed from its name, in remoteEntry.js and
 * the host's main.js) and the source maps (the entry's name and text). The same commit built
 * in /tmp/d22a and in /tmp/d22b-longer-folder-name/x gave two remoteEntry.js files, so two
 * deployment versions. Imports written relative to the entry's folder name the same files,
 * and the text, the name and the id are the same in every checkout.
 *
 * The text is made by a static method of the runtime plugin's core class, which the package
 * does not export (its public FederationRuntimePlugin is a wrapper that loads the core class
 * lazily from this same file, so Node's module cache gives both the one class). A version
 * that moves either fails the build here rather than silently giving folder-dependent builds
 * again (ops/test/two-checkouts.test.ts would also catch that).
 */
interface FederationRuntimeCore {
  getTemplate(...args: unknown[]): string;
}

const PATCHED = Symbol.for('ciao.portableFederationEntry');

/** `import plugin_0 from '/abs/…/index.cjs';` as the template writes it (paths with forward slashes). */
const ABSOLUTE_IMPORT = /(\bfrom\s+')((?:\/|[A-Za-z]:\/)[^']+)(')/g;

function loadRuntimeCore(): { core: FederationRuntimeCore & { [PATCHED]?: true }; entryDir: string } {
  // …/@module-federation/enhanced/dist/src/index.js -> …/dist/src/lib
  const lib = path.join(path.dirname(require.resolve('@module-federation/enhanced')), 'lib');
  const core = (require(path.join(lib, 'container/runtime/FederationRuntimePlugin.js')) as { default?: FederationRuntimeCore }).default;
  const entryDir = (require(path.join(lib, 'container/constant.js')) as { TEMP_DIR?: unknown }).TEMP_DIR;
  if (typeof core?.getTemplate !== 'function' || typeof entryDir !== 'string') {
    throw new Error(
      'portable-federation-entry: @module-federation/enhanced no longer has FederationRuntimePlugin.getTemplate and TEMP_DIR where this build expects them; builds would depend on the checkout folder again',
    );
  }
  return { core, entryDir };
}

/** The entry's text with every absolute import made relative to the entry's folder. */
export function withRelativeImports(template: string, entryDir: string): string {
  return template.replace(
    ABSOLUTE_IMPORT,
    (_match, from: string, file: string, quote: string) => `${from}${relativeImport(entryDir, file)}${quote}`,
  );
}

/**
 * Listed before ModuleFederationPlugin, whose runtime plugin writes the entry when it is
 * applied. Once per process: the entry's folder (cwd/node_modules/.federation) is fixed when
 * the package loads, so builds agree when run from their checkout's root, as npm scripts are.
 */
export class PortableFederationEntryPlugin {
  apply(_compiler: Compiler): void {
    const { core, entryDir } = loadRuntimeCore();
    if (core[PATCHED]) return;
    const getTemplate = core.getTemplate.bind(core);
    core.getTemplate = (...args) => withRelativeImports(getTemplate(...args), entryDir);
    core[PATCHED] = true;
  }
}
