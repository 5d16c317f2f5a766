/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import type { Configuration } from 'webpack';
import { runWebpack } from '../src/build/build-package';
import { ChunkIntegrityPlugin, sha384Integrity } from '../src/webpack/chunk-integrity-plugin';
import { COMPILE_HINT, CompileHintsPlugin } from '../src/webpack/compile-hints-plugin';
import { javascriptMinifyOptions } from '../src/webpack/create-config';
import { precompressPlugins } from '../src/webpack/precompress-plugins';
import { SourceMapHashesPlugin } from '../src/webpack/source-map-hashes-plugin';

/**
 * A small remote-shaped app built as create-config.ts builds remotes (minifier with its license
 * banner, source maps, chunk integrity, .br): the compile hint must be every script's first
 * line, and everything computed from the scripts afterwards must describe the bytes served.
 */
const BUILD_TIMEOUT = 4 * 60_000;
const MARKER = 'compile-hint-marker';

let dir: string;

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'ciao-compile-hints-'));
  dir = path.join(root, 'dist');
  mkdirSync(path.join(root, 'src'));
  writeFileSync(
    path.join(root, 'src/index.js'),
    "/*! a license the minifier keeps */\nglobalThis.show = async () => (await import('./page.js')).render();\n",
  );
  // Over 1 KiB, so the compression plugins write a .br of it.
  const words = Array.from({ length: 200 }, (_, n) => `word-${n}`).join(' ');
  writeFileSync(
    path.join(root, 'src/page.js'),
    `const WORDS = ${JSON.stringify(words)};\n\nexport const render = () => '${MARKER}' + WORDS;\n`,
  );
  const config: Configuration = {
    mode: 'production',
    context: root,
    entry: { main: './src/index.js' },
    output: { path: dir, filename: 'remoteEntry.js', chunkFilename: '[name].[contenthash:8].js', publicPath: '/static/', clean: true },
    devtool: 'source-map',
    optimization: { chunkIds: 'deterministic', moduleIds: 'deterministic', minimizeOptions: { javascript: javascriptMinifyOptions() } },
    plugins: [new SourceMapHashesPlugin(), new ChunkIntegrityPlugin(), new CompileHintsPlugin(), ...precompressPlugins('production')],
    infrastructureLogging: { level: 'error' },
  };
  await runWebpack(config);
}, BUILD_TIMEOUT);

afterAll(() => {
  if (dir) rmSync(path.dirname(dir), { recursive: true, force: true });
});

const scripts = () => readdirSync(dir).filter((file) => file.endsWith('.js'));
const lazyChunk = () => scripts().find((file) => file !== 'remoteEntry.js') as string;

describe('CompileHintsPlugin', () => {
  it('puts the hint on the first line of every script, before the license banner', () => {
    expect(scripts().length).toBeGreaterThanOrEqual(2);
    for (const file of scripts()) expect(readFileSync(path.join(dir, file), 'utf8').startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8')).toContain('license');
  });

  it('leaves the source map pointing at the original code', () => {
    const file = lazyChunk();
    const lines = readFileSync(path.join(dir, file), 'utf8').split('\n');
    const line = lines.findIndex((text) => text.includes(MARKER));
    const map = new SourceMapConsumer(JSON.parse(readFileSync(path.join(dir, `${file}.map`), 'utf8')) as RawSourceMap);
    const original = map.originalPositionFor({ line: line + 1, column: (lines[line] as string).indexOf(`"${MARKER}`) });
    expect(original.source).toMatch(/src\/page\.js$/);
    expect(original.line).toBe(3);
  });

  it('is in the bytes the chunk integrity and the compressed copies are made of', () => {
    const file = lazyChunk();
    const bytes = readFileSync(path.join(dir, file));
    expect(readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8')).toContain(sha384Integrity(bytes));
    expect(brotliDecompressSync(readFileSync(path.join(dir, `${file}.br`))).equals(bytes)).toBe(true);
  });
});
