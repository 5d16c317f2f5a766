/**
 * @jest-environment node
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Configuration } from 'webpack';
import { runWebpack } from '../src/build/build-package';
import { ChunkIntegrityPlugin, integrityPlaceholder, sha384Integrity } from '../src/webpack/chunk-integrity-plugin';
import { javascriptMinifyOptions } from '../src/webpack/create-config';
import { precompressPlugins } from '../src/webpack/precompress-plugins';
import { SourceMapHashesPlugin } from '../src/webpack/source-map-hashes-plugin';

/**
 * A small remote-shaped app (an entry without a hash in its name, lazy chunks with content
 * hashes, source maps, .br and .gz, the production minifier) built with the plugin as
 * create-config.ts builds remotes; then its scripts run in a stand-in browser that checks a
 * script's `integrity` as Chromium does (the bytes' sha384 must match, or onerror and nothing
 * of it runs; no integrity, no check). e2e/tests/chunk-integrity.e2e.ts does the same with a
 * real remote in Chromium.
 */
const LAZY_CHUNKS = 3;
const BUILD_TIMEOUT = 4 * 60_000;

let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'ciao-chunk-integrity-'));
  const src = path.join(root, 'src');
  mkdirSync(src);
  const imports = Array.from({ length: LAZY_CHUNKS }, (_, i) => `  () => import('./page-${i}.js'),`).join('\n');
  writeFileSync(
    path.join(src, 'index.js'),
    `const pages = [\n${imports}\n];\nglobalThis.show = async (index) => (await pages[index]()).render(index);\n`,
  );
  for (let i = 0; i < LAZY_CHUNKS; i++) {
    // Over 1 KiB, so the compression plugins write .br and .gz of it.
    const words = Array.from({ length: 200 }, (_, n) => `word${i}-${n}`).join(' ');
    writeFileSync(
      path.join(src, `page-${i}.js`),
      `const WORDS = ${JSON.stringify(words)};\nexport const render = (index) => \`page \${index}: \${WORDS.length}\`;\n`,
    );
  }
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

async function build(out: string, withPlugin: boolean): Promise<string> {
  const dir = path.join(root, out);
  const config: Configuration = {
    mode: 'production',
    context: root,
    entry: { main: './src/index.js' },
    output: {
      path: dir,
      filename: 'remoteEntry.js',
      chunkFilename: '[name].[contenthash:8].js',
      publicPath: '/static/',
      crossOriginLoading: 'anonymous',
      clean: true,
    },
    devtool: 'source-map',
    optimization: { chunkIds: 'deterministic', moduleIds: 'deterministic', minimizeOptions: { javascript: javascriptMinifyOptions() } },
    plugins: [new SourceMapHashesPlugin(), ...(withPlugin ? [new ChunkIntegrityPlugin()] : []), ...precompressPlugins('production')],
    infrastructureLogging: { level: 'error' },
  };
  await runWebpack(config);
  return dir;
}

const lazyChunkFiles = (dir: string) => readdirSync(dir).filter((file) => file.endsWith('.js') && file !== 'remoteEntry.js');

interface StandInBrowser {
  run(file: string): void;
  global(name: string): unknown;
  /** The integrity of every script the runtime created, by file name. */
  integrities: Map<string, string>;
}

/** Runs the build's files from `dir` as a browser page would, checking each script's integrity against the bytes it gets. */
function standInBrowser(dir: string): StandInBrowser {
  const integrities = new Map<string, string>();
  const context = vm.createContext({ setTimeout, clearTimeout });
  context.self = context;
  context.window = context;
  context.location = { origin: 'http://site.test' };
  const load = (script: Record<string, unknown> & { src: string; integrity?: string }) => {
    const file = script.src.replace(/^\/static\//, '');
    integrities.set(file, script.integrity ?? '');
    const bytes = readFileSync(path.join(dir, file));
    if (script.integrity && script.integrity !== sha384Integrity(bytes)) {
      (script.onerror as (event: unknown) => void)({ type: 'error', target: script });
      return;
    }
    vm.runInContext(bytes.toString('utf8'), context);
    (script.onload as (event: unknown) => void)({ type: 'load', target: script });
  };
  context.document = {
    createElement: () => ({ setAttribute() {}, getAttribute: () => null }),
    getElementsByTagName: () => [],
    head: { appendChild: (script: never) => setImmediate(() => load(script)) },
  };
  return {
    run: (file) => vm.runInContext(readFileSync(path.join(dir, file), 'utf8'), context),
    global: (name) => context[name],
    integrities,
  };
}

/** Replaces the build's first lazy chunk with one that sets a global, then runs the entry and shows every page. */
async function showAllWithOneChunkReplaced(dir: string): Promise<{ browser: StandInBrowser; results: PromiseSettledResult<string>[] }> {
  const [file] = lazyChunkFiles(dir).sort();
  const chunk = path.join(dir, file!);
  writeFileSync(chunk, `globalThis.__changedChunkRan = true;\n${readFileSync(chunk, 'utf8')}`);
  const browser = standInBrowser(dir);
  browser.run('remoteEntry.js');
  const show = browser.global('show') as (index: number) => Promise<string>;
  return { browser, results: await Promise.allSettled(Array.from({ length: LAZY_CHUNKS }, (_, i) => show(i))) };
}

describe('ChunkIntegrityPlugin', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await build('with', true);
  }, BUILD_TIMEOUT);

  it('writes every lazy chunk’s sha384, as emitted, into the runtime, and no placeholder stays in any file', () => {
    const runtime = readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8');
    const chunks = lazyChunkFiles(dir);
    expect(chunks).toHaveLength(LAZY_CHUNKS);
    for (const file of chunks) expect(runtime).toContain(sha384Integrity(readFileSync(path.join(dir, file))));
    const placeholders = chunks.map((file) => integrityPlaceholder(file.split('.')[0] ?? ''));
    for (const file of readdirSync(dir).filter((name) => /\.(js|map)$/.test(name))) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      for (const placeholder of placeholders) expect(text).not.toContain(placeholder);
    }
    // The map was written before compression: the .br and .gz are of the runtime as it is.
    expect(gunzipSync(readFileSync(path.join(dir, 'remoteEntry.js.gz'))).toString('utf8')).toBe(runtime);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'remoteEntry.js.br'))).toString('utf8')).toBe(runtime);
  });

  it('gives each chunk script the integrity of its file, so the chunks load and run', async () => {
    const browser = standInBrowser(dir);
    browser.run('remoteEntry.js');
    const show = browser.global('show') as (index: number) => Promise<string>;
    for (let i = 0; i < LAZY_CHUNKS; i++) await expect(show(i)).resolves.toMatch(new RegExp(`^page ${i}: \\d+$`));
    expect([...browser.integrities.keys()].sort()).toEqual(lazyChunkFiles(dir).sort());
    for (const [file, integrity] of browser.integrities) expect(integrity).toBe(sha384Integrity(readFileSync(path.join(dir, file))));
  });

  it('refuses a chunk replaced after the build: the import fails as a chunk load failure and nothing of it runs', async () => {
    const changed = path.join(root, 'changed');
    cpSync(dir, changed, { recursive: true });
    const { results, browser } = await showAllWithOneChunkReplaced(changed);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(String((refused[0] as PromiseRejectedResult).reason)).toMatch(/ChunkLoadError|Loading chunk/);
    expect(browser.global('__changedChunkRan')).toBeUndefined();
  });

  it(
    '(without the plugin the replaced chunk runs, which is what the test above catches)',
    async () => {
      const { browser } = await showAllWithOneChunkReplaced(await build('plain', false));
      expect(browser.global('__changedChunkRan')).toBe(true);
    },
    BUILD_TIMEOUT,
  );
});
