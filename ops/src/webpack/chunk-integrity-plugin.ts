import { createHash } from 'node:crypto';
import { type Chunk, Compilation, type Compiler, WebpackError, sources } from 'webpack';

const NAME = 'ChunkIntegrityPlugin';

/** Subresource integrity of some bytes, as the browser checks it (sha384, as the registry's). */
export function sha384Integrity(bytes: Buffer | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * What a chunk the map does not know gets: the hash of no bytes, which no script file has, so
 * the browser refuses whatever arrives (an empty or malformed `integrity` would let it run).
 */
export const REFUSE_ANY_SCRIPT = sha384Integrity('');

/**
 * A chunk's stand-in in the runtime until its real hash is known: as long as a real integrity
 * (sha384- and 64 base64 characters), so writing the real one shifts no column of the minified
 * line (its source map stays right), and derived from the chunk id only, so the letters terser
 * counts to name variables (hash-blind-names.ts) are the same in every build of the same chunks.
 */
export function integrityPlaceholder(chunkId: string | number): string {
  return sha384Integrity(`ciao chunk integrity placeholder ${chunkId}`);
}

/**
 * Subresource integrity for every chunk a remote's own webpack runtime loads: expose chunks,
 * shared libraries, lazy chunks (stylesheets are inside them: style-loader, no CSS files).
 *
 * The host checks a remote's entry against the registry; the entry then loads the rest of the
 * remote with `__webpack_require__.l`, which gave its scripts no integrity, so a replaced chunk
 * (and its .br/.gz, which the browser decodes before it runs anything) ran. Here the entry
 * carries a map chunk id -> sha384 of the chunk's file and sets `script.integrity` from it on
 * every script it creates (`LoadScriptRuntimeModule`'s createScript hook): the registry's hash of
 * the entry covers the map, the map covers every chunk. A script whose chunk id is not in the
 * map gets REFUSE_ANY_SCRIPT: it fails closed like a changed chunk, as a chunk load failure
 * (the region's fallback and retry).
 *
 * The hashes are known only once the files are final: after RealContentHashPlugin has written
 * the real content hashes into them (PROCESS_ASSETS_STAGE_OPTIMIZE_HASH) and before the
 * compression plugins make .br and .gz of the runtime (OPTIMIZE_TRANSFER). Until then the map
 * holds placeholders of the same length (integrityPlaceholder). Only the runtime chunks hold a
 * map and no chunk holds another runtime's contents, so the chunks' hashes are final when the
 * maps are written. The runtime of a remote is remoteEntry.js, whose name has no content hash;
 * a runtime file whose name holds one (the host's main.<hash>.js) would keep a name of its
 * placeholder contents, which is why create-config.ts applies this to remotes only.
 */
export class ChunkIntegrityPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      /** Per runtime chunk: placeholder -> the chunk whose integrity replaces it. */
      const maps = new Map<Chunk, Map<string, Chunk>>();

      const { createScript } = compiler.webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation);
      createScript.tap(NAME, (source, runtimeChunk) => {
        const placeholders = new Map<string, Chunk>();
        const map: Record<string, string> = {};
        // As webpack's chunk loading: a chunk of no script (a shared module's consumer alone) is never loaded.
        const { chunkHasJs } = compiler.webpack.javascript.JavascriptModulesPlugin;
        const loaded = [...runtimeChunk.getAllAsyncChunks()].filter(
          (chunk) => chunk.id !== null && chunkHasJs(chunk, compilation.chunkGraph),
        );
        loaded.sort((a, b) => String(a.id).localeCompare(String(b.id)));
        for (const chunk of loaded) {
          const placeholder = integrityPlaceholder(chunk.id as string | number);
          placeholders.set(placeholder, chunk);
          map[String(chunk.id)] = placeholder;
        }
        maps.set(runtimeChunk, placeholders);
        return `${source}\nscript.integrity = ${JSON.stringify(map)}[chunkId] || ${JSON.stringify(REFUSE_ANY_SCRIPT)};`;
      });

      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 }, () => {
        for (const [runtimeChunk, placeholders] of maps) {
          const integrities = new Map<string, string>();
          for (const [placeholder, chunk] of placeholders) integrities.set(placeholder, chunkScriptIntegrity(compilation, chunk));
          for (const file of runtimeChunk.files) {
            if (!file.endsWith('.js')) continue;
            const missing = writeIntegrities(compilation, file, integrities).map((placeholder) => placeholders.get(placeholder)?.id);
            if (missing.length > 0) {
              compilation.errors.push(
                new WebpackError(`${NAME}: ${file} lacks the integrity placeholders of chunks ${missing.join(', ')}`),
              );
            }
          }
          // The runtime module's text in the source maps' sourcesContent: a reader of a map sees the real hashes too.
          for (const file of runtimeChunk.auxiliaryFiles) if (file.endsWith('.js.map')) writeIntegrities(compilation, file, integrities);
        }
      });
    });
  }
}

/** The integrity of a chunk's script file as emitted now; REFUSE_ANY_SCRIPT for a chunk without one (nothing to load). */
function chunkScriptIntegrity(compilation: Compilation, chunk: Chunk): string {
  const file = [...chunk.files].find((name) => name.endsWith('.js'));
  const asset = file === undefined ? undefined : compilation.getAsset(file);
  return asset ? sha384Integrity(asset.source.buffer()) : REFUSE_ANY_SCRIPT;
}

/** Replaces every placeholder in `file` with its integrity; answers the placeholders it did not find. */
function writeIntegrities(compilation: Compilation, file: string, integrities: Map<string, string>): string[] {
  const asset = compilation.getAsset(file);
  if (!asset) return [];
  let text = asset.source.source().toString();
  const missing: string[] = [];
  for (const [placeholder, integrity] of integrities) {
    if (!text.includes(placeholder)) missing.push(placeholder);
    text = text.split(placeholder).join(integrity);
  }
  compilation.updateAsset(file, new sources.RawSource(text));
  return missing;
}
