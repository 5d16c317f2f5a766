/**
 * @jest-environment node
 */
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT, distDir } from '../src/paths';

/**
 * A team's CI and a developer's laptop build the same commit in different folders; they must
 * agree on what was built. Two copies of this checkout, in folders of different lengths and
 * depths, each build the catalog remote (browser build and server bundle) and the host with
 * `mfe build`, as a pipeline does; every file of both builds must be byte for byte the same.
 * (Before ops/src/webpack/portable-*.ts, the folder reached remoteEntry.js, the host's main.js,
 * the catalog's server bundle and the source maps: two versions for one commit. Before
 * hash-blind-names.ts it still did, in some pairs of folders only: terser ranked its alphabet
 * with the folder-dependent provisional hashes counted, see ops/test/minified-names.test.ts.)
 */
const TARGETS = ['catalog', 'host'] as const;
/** Four builds, two at a time: 15 min at load 20 on 2 cores, over 20 when other builds ran beside them. */
const BUILD_TIMEOUT = 40 * 60_000;

const run = promisify(execFile);

/** The checkout's sources as git sees them (tracked and new files, not ignored ones), copied into `into`. */
function copySources(into: string): void {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  for (const file of listed.split('\0').filter(Boolean)) {
    const source = path.join(REPO_ROOT, file);
    if (!existsSync(source) || !statSync(source).isFile()) continue;
    mkdirSync(path.dirname(path.join(into, file)), { recursive: true });
    copyFileSync(source, path.join(into, file));
  }
}

/**
 * The installed packages, as `npm install` of the same lockfile gives them, hard-linked (37,000
 * files; linking takes seconds where an install takes a minute), copied where links cannot
 * reach. Not the build caches and the federation plugin's generated entries, which each
 * checkout makes for itself.
 */
function copyInstalledPackages(into: string): void {
  const packageDirs = [
    '.',
    ...(JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces,
  ];
  for (const dir of packageDirs) {
    const modules = path.join(REPO_ROOT, dir, 'node_modules');
    if (!existsSync(modules)) continue;
    const entries = readdirSync(modules)
      .filter((entry) => entry !== '.cache' && entry !== '.federation')
      .map((entry) => path.join(modules, entry));
    const target = path.join(into, dir, 'node_modules');
    mkdirSync(target, { recursive: true });
    try {
      execFileSync('cp', ['-al', ...entries, target]);
    } catch {
      execFileSync('cp', ['-a', ...entries, target]);
    }
  }
}

/** Builds a target in a checkout as a team's pipeline does: `mfe build <target>` from the checkout's root. */
async function build(checkout: string, target: string): Promise<void> {
  await run(path.join(checkout, 'node_modules/.bin/tsx'), ['ops/src/cli.ts', 'build', target], {
    cwd: checkout,
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** Every file under `dir`, by its path inside it, with its contents' hash. */
function filesOf(dir: string): Map<string, string> {
  const names = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(path.join(dir, name)).isFile())
    .sort();
  return new Map(
    names.map((name) => [
      name,
      createHash('sha256')
        .update(readFileSync(path.join(dir, name)))
        .digest('hex'),
    ]),
  );
}

const distIn = (checkout: string, target: (typeof TARGETS)[number]) => path.join(checkout, path.relative(REPO_ROOT, distDir(target)));

let parent: string;
let first: string;
let second: string;

beforeAll(async () => {
  parent = mkdtempSync(path.join(tmpdir(), 'ciao-two-checkouts-'));
  first = path.join(parent, 'a');
  second = path.join(parent, 'another-checkout-in-a-longer-folder', 'b');
  for (const checkout of [first, second]) {
    copySources(checkout);
    copyInstalledPackages(checkout);
  }
  // The two checkouts build side by side, each its targets one after the other.
  await Promise.all(
    [first, second].map(async (checkout) => {
      for (const target of TARGETS) await build(checkout, target);
    }),
  );
}, BUILD_TIMEOUT);

afterAll(() => {
  if (!parent) return;
  // CIAO_KEEP_CHECKOUTS=1 keeps both checkouts and their builds, to `diff -r` what differed.
  if (process.env.CIAO_KEEP_CHECKOUTS === '1') console.log(`two-checkouts: kept ${parent}`);
  else rmSync(parent, { recursive: true, force: true });
});

describe('the same sources built in two folders', () => {
  it.each(TARGETS)('%s: the same deployment version and the same bytes in every file', (target) => {
    const firstFiles = filesOf(distIn(first, target));
    const secondFiles = filesOf(distIn(second, target));
    expect(firstFiles.size).toBeGreaterThan(0);

    const firstInfo = JSON.parse(readFileSync(path.join(distIn(first, target), 'build-info.json'), 'utf8')) as { version: string };
    const secondInfo = JSON.parse(readFileSync(path.join(distIn(second, target), 'build-info.json'), 'utf8')) as { version: string };
    expect(secondInfo.version).toBe(firstInfo.version);

    expect([...secondFiles.keys()]).toEqual([...firstFiles.keys()]);
    const differing = [...firstFiles].filter(([name, hash]) => secondFiles.get(name) !== hash).map(([name]) => name);
    expect(differing).toEqual([]);
  });

  it('builds what is deployed: scripts, their maps and compressed copies, the manifest, the server bundles', () => {
    const catalog = [...filesOf(distIn(first, 'catalog')).keys()];
    expect(catalog).toEqual(
      expect.arrayContaining([
        'remoteEntry.js',
        'remoteEntry.js.map',
        'remoteEntry.js.br',
        'remoteEntry.js.gz',
        'mf-manifest.json',
        'build-info.json',
      ]),
    );
    expect(catalog).toContain(path.join('server', 'catalog.js'));
    const host = [...filesOf(distIn(first, 'host')).keys()];
    expect(host).toEqual(expect.arrayContaining(['index.html', 'build-info.json', path.join('server', 'host.js')]));
    expect(host.some((name) => /^static[\\/]main\.[0-9a-f]{8}\.js\.map$/.test(name))).toBe(true);
  });

  it('writes no folder it was built in into any file', () => {
    const naming = TARGETS.flatMap((target) =>
      [first, second].flatMap((checkout) => {
        const dist = distIn(checkout, target);
        return [...filesOf(dist).keys()]
          .filter((name) => readFileSync(path.join(dist, name)).includes(parent))
          .map((name) => path.join(path.relative(parent, dist), name));
      }),
    );
    expect(naming).toEqual([]);
  });
});
