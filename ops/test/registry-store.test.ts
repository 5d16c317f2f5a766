/** @jest-environment node */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FileRegistryStore, type RegistryState, emptyRegistry } from '../src/deploy/registry-store';

const readRegistry = (at: string) => new FileRegistryStore(at).readSync();
/** One change with no audit line. */
const updateRegistry = <T>(change: (registry: RegistryState) => T, at: string) =>
  new FileRegistryStore(at).update((registry) => ({ result: change(registry), audit: [] }));

const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const STORE = path.join(ROOT, 'ops/src/deploy/registry-store.ts');

const deployment = (version: string) => ({
  version,
  entry: `/deployments/x/${version}/remoteEntry.js`,
  integrity: 'sha384-AAAA',
  deployedAt: new Date(0).toISOString(),
});

/**
 * A separate process (like a second team running `mfe deploy`) making `count` updates,
 * each adding its own key. It says `ready` once loaded and starts when `goFile` appears,
 * so both writers really run at the same time despite different start-up times.
 */
function writerProcess(file: string, goFile: string, tag: string, count: number, onReady: () => void): Promise<void> {
  const script = `
    const { existsSync } = require('node:fs');
    const { FileRegistryStore } = require(${JSON.stringify(STORE)});
    const store = new FileRegistryStore(${JSON.stringify(file)});
    (async () => {
      process.stdout.write('ready\\n');
      while (!existsSync(${JSON.stringify(goFile)})) await new Promise((resolve) => setTimeout(resolve, 2));
      for (let i = 0; i < ${count}; i += 1) {
        await store.update((registry) => {
          registry.remotes[${JSON.stringify(tag)} + '-' + i] = {
            active: { version: 'v' + i, entry: '/e.js', integrity: 'sha384-AAAA', deployedAt: new Date().toISOString() },
            pinned: false,
            history: [],
          };
          const audit = [{ actor: ${JSON.stringify(tag)}, action: 'deploy', remote: ${JSON.stringify(tag)} + '-' + i, from: null, to: 'v' + i, reason: null }];
          return { result: undefined, audit };
        });
      }
    })().catch((error) => { console.error(error); process.exit(1); });
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['-e', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.once('data', onReady);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`writer ${tag} exited ${code}: ${stderr}`))));
  });
}

let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'registry-'));
  file = path.join(dir, 'registry.json');
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('registry store', () => {
  it('reads an empty registry when none was written yet', () => {
    expect(readRegistry(file)).toEqual(emptyRegistry());
  });

  it('writes the change, stamps updatedAt and returns what the change returned', async () => {
    const result = await updateRegistry((registry) => {
      registry.remotes.catalog = { active: deployment('1.0.0-a'), pinned: false, history: [] };
      return 'done';
    }, file);
    expect(result).toBe('done');
    const written = readRegistry(file);
    expect(written.remotes.catalog?.active.version).toBe('1.0.0-a');
    expect(Date.parse(written.updatedAt)).toBeGreaterThan(0);
  });

  it('leaves the file and the lock as they were when the change throws', async () => {
    await updateRegistry((registry) => {
      registry.remotes.catalog = { active: deployment('1'), pinned: false, history: [] };
    }, file);
    const before = readFileSync(file, 'utf8');
    await expect(
      updateRegistry((registry) => {
        registry.remotes.viewer = { active: deployment('2'), pinned: false, history: [] };
        throw new Error('refused');
      }, file),
    ).rejects.toThrow('refused');
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  it('refuses to write a registry that breaks its schema', async () => {
    await expect(
      updateRegistry((registry) => {
        registry.remotes.catalog = { active: { ...deployment('1'), integrity: 'md5-x' }, pinned: false, history: [] };
      }, file),
    ).rejects.toThrow();
    expect(existsSync(file)).toBe(false);
  });

  it('loses no update when two processes update it at the same time, and a polling reader always sees valid JSON', async () => {
    let reads = 0;
    const unreadable: string[] = [];
    let polling = true;
    const poll = (async () => {
      while (polling) {
        if (existsSync(file)) {
          try {
            JSON.parse(readFileSync(file, 'utf8'));
            reads += 1;
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ENOENT') unreadable.push(String(error));
          }
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();

    const goFile = path.join(dir, 'go');
    let ready = 0;
    const whenBothReady = () => {
      ready += 1;
      if (ready === 2) writeFileSync(goFile, '');
    };
    try {
      await Promise.all([writerProcess(file, goFile, 'a', 10, whenBothReady), writerProcess(file, goFile, 'b', 10, whenBothReady)]);
    } finally {
      polling = false;
      await poll;
    }

    const keys = Object.keys(readRegistry(file).remotes).sort();
    const expected = ['a', 'b'].flatMap((tag) => Array.from({ length: 10 }, (_, i) => `${tag}-${i}`)).sort();
    expect(keys).toEqual(expected);
    expect(unreadable).toEqual([]);
    expect(reads).toBeGreaterThan(0);
    expect(readdirSync(dir).sort()).toEqual(['audit.jsonl', 'go', 'registry.json']);
    // Every change's audit line, none lost or torn.
    const audit = await new FileRegistryStore(file).auditLog(undefined, 100);
    expect(audit.map((entry) => entry.remote).sort()).toEqual(expected);
  }, 60_000);
});
