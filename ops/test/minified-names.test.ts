/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Chunk, Compiler, Configuration } from 'webpack';
import { runWebpack } from '../src/build/build-package';
import { javascriptMinifyOptions } from '../src/webpack/create-config';
import { ChunkIntegrityPlugin } from '../src/webpack/chunk-integrity-plugin';

/**
 * terser minifies a chunk while it still holds webpack's provisional content hashes (the real
 * ones are written after it), and those depend on the checkout's folder. The names it gives
 * variables must not depend on them: with terser's own choice, remoteEntry.js's `c`s became
 * `l`s in one folder out of two and the same commit got two deployment versions
 * (two-checkouts.test.ts, which takes minutes; this takes seconds).
 *
 * A small app with twenty lazy chunks is built twice, each time with other provisional hashes
 * (forced: one build's all `a`, the other's all `f`, as two folders might give), with the
 * production minimizer options and the chunk integrity map of remotes' runtimes; every file must
 * be the same.
 */
const LAZY_CHUNKS = 20;
/** Two small production builds: 7 s of CPU, 10-30 s on 2 busy cores, 85 s beside two other builds. */
const BUILD_PAIR_TIMEOUT = 4 * 60_000;

/** Sets every chunk's provisional JavaScript hash: a unique number, then `letter`s. */
class ForcedProvisionalHashes {
  constructor(private readonly letter: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ForcedProvisionalHashes', (compilation) => {
      let count = 0;
      // After JavascriptModulesPlugin has computed the hash.
      compilation.hooks.contentHash.tap({ name: 'ForcedProvisionalHashes', stage: 100 }, (chunk: Chunk) => {
        const hash = chunk.contentHash.javascript;
        if (!hash) return;
        const unique = String(count++).padStart(3, '0');
        chunk.contentHash.javascript = unique + this.letter.repeat(hash.length - unique.length);
      });
    });
  }
}

let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'ciao-minified-names-'));
  const src = path.join(root, 'src');
  mkdirSync(src);
  const imports = Array.from({ length: LAZY_CHUNKS }, (_, i) => `  () => import('./page-${i}.js'),`).join('\n');
  writeFileSync(
    path.join(src, 'index.js'),
    `const pages = [\n${imports}\n];\nexport async function show(index, element) {\n  const page = await pages[index]();\n  element.textContent = page.render({ index, title: String(index) });\n}\nwindow.show = show;\n`,
  );
  for (let i = 0; i < LAZY_CHUNKS; i++) {
    writeFileSync(
      path.join(src, `page-${i}.js`),
      `export function render(options) {\n  const words = [];\n  for (let count = 0; count <= options.index + ${i}; count++) words.push(options.title + count);\n  return words.join(' ');\n}\n`,
    );
  }
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/** Builds the app into `out` and returns every file's contents by name. */
async function build(out: string, letter: string, minimizeOptions: Configuration['optimization']): Promise<Map<string, string>> {
  const config: Configuration = {
    mode: 'production',
    context: root,
    entry: { main: './src/index.js' },
    output: { path: path.join(root, out), filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js', clean: true },
    devtool: false,
    optimization: { chunkIds: 'deterministic', moduleIds: 'deterministic', ...minimizeOptions },
    // As a remote is built: the chunk integrity map is in the runtime (as placeholders) when terser counts its letters.
    plugins: [new ForcedProvisionalHashes(letter), new ChunkIntegrityPlugin()],
    infrastructureLogging: { level: 'error' },
  };
  await runWebpack(config);
  const dir = path.join(root, out);
  return new Map(
    readdirSync(dir)
      .sort()
      .map((name) => [name, readFileSync(path.join(dir, name), 'utf8')]),
  );
}

describe('minified scripts', () => {
  it(
    'name their variables the same whatever the provisional hashes were',
    async () => {
      const production = { minimizeOptions: { javascript: javascriptMinifyOptions() } };
      const first = await build('a', 'a', production);
      const second = await build('f', 'f', production);
      expect(first.size).toBe(LAZY_CHUNKS + 1);
      // Real content hashes replaced the forced ones.
      expect([...first.keys()].some((name) => /\.0\d\d[af]{5}\.js$/.test(name))).toBe(false);
      expect([...second.keys()]).toEqual([...first.keys()]);
      // The runtime holds every lazy chunk's integrity (and the one refusing unknown chunks).
      const runtime = [...first].find(([name]) => name.startsWith('main.'))?.[1] ?? '';
      expect(runtime.match(/sha384-/g)).toHaveLength(LAZY_CHUNKS + 1);
      const differing = [...first].filter(([name, text]) => second.get(name) !== text).map(([name]) => name);
      expect(differing).toEqual([]);
    },
    BUILD_PAIR_TIMEOUT,
  );

  it(
    '(terser as webpack configures it by default names them after the hashes, which is what the test above would catch)',
    async () => {
      const first = await build('default-a', 'a', {});
      const second = await build('default-f', 'f', {});
      const main = (files: Map<string, string>) => [...files].find(([name]) => name.startsWith('main.'))?.[1];
      expect(main(second)).not.toEqual(main(first));
    },
    BUILD_PAIR_TIMEOUT,
  );
});
