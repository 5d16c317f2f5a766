import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, readFieldHealth } from '@ciao/api';
import type { FieldRemoteView } from '@ciao/shared/contracts';
import { recordFieldBeacon } from '../../api/src/queries/field-health/record-field-views';
import { openTestDatabase } from '../../api/test/support/test-database';
import { CANARY_GUARD_ACTOR, type CanaryGuard, startCanaryGuard } from '../src/canary/canary-guard';
import type { Delivery } from '../src/deploy/delivery-config';
import { deploy, startCanary } from '../src/deploy/deployments';
import { FileRegistryStore } from '../src/deploy/registry-store';
import { FolderVersionStore } from '../src/deploy/version-store';
import { hostBuildInfo, manifestJson, remoteBuildInfo, writeBuild, HOST_EXPOSES } from './build-fixtures';

// Each test deploys versions of its own: the field rows of one database serve the three tests.
let run = 0;
let STABLE: string;
let CANARY: string;
const team = { actor: 'team-catalog', reason: null };

let work: string;
let db: Database;
let disposeDb: () => Promise<void>;
let delivery: Delivery;
let guard: CanaryGuard;
let logged: string[];

function catalogBuild(version: string): string {
  const files = {
    'remoteEntry.js': `var catalog = "${version}";\n`,
    'mf-manifest.json': manifestJson('catalog', HOST_EXPOSES.catalog!),
    ...Object.fromEntries(HOST_EXPOSES.catalog!.map((expose) => [`__federation_expose_${expose.slice(2)}.js`, `/* ${version} */\n`])),
  };
  return writeBuild(path.join(work, 'builds', version), remoteBuildInfo('catalog', { version }), files);
}

/** `count` page views of the catalogue at `version` reported by beacons, `failing` of them with a render error. */
async function views(version: string, count: number, failing = 0): Promise<void> {
  for (let sent = 0; sent < count; sent += 20) {
    const batch = Array.from({ length: Math.min(20, count - sent) }, (_, index) => {
      const remote: FieldRemoteView = { remote: 'catalog', version, ...(sent + index < failing ? { renderErrors: 1 } : {}) };
      return { owner: 'catalog' as const, remotes: [remote] };
    });
    await recordFieldBeacon(db, { schemaVersion: 1, views: batch }, new Date());
  }
}

beforeAll(async () => {
  ({ db, dispose: disposeDb } = await openTestDatabase());
}, 120_000);

afterAll(async () => {
  await disposeDb();
});

beforeEach(async () => {
  run += 1;
  STABLE = `1.0.0-stable${run}`;
  CANARY = `1.0.1-canary${run}`;
  work = mkdtempSync(path.join(tmpdir(), 'canary-guard-'));
  delivery = {
    versions: new FolderVersionStore(path.join(work, 'deployments')),
    registry: new FileRegistryStore(path.join(work, 'deployments', 'registry.json')),
  };
  const hostDir = writeBuild(path.join(work, 'host'), hostBuildInfo());
  await deploy(delivery, 'catalog', team, { sourceDir: catalogBuild(STABLE), hostDir });
  await startCanary(delivery, 'catalog', 10, team, { sourceDir: catalogBuild(CANARY), hostDir });
  logged = [];
  guard = startCanaryGuard({
    delivery,
    readHealth: (window) => readFieldHealth(db, window),
    settings: { margin: 0.25, minViews: 5, windowMinutes: 10, intervalMs: 60_000 },
    log: (line) => logged.push(line),
  });
}, 60_000);

afterEach(async () => {
  await guard.stop();
  rmSync(work, { recursive: true, force: true });
});

test('a canary whose views fail is aborted by the guard, with the figures in the audit log, and stable stays active', async () => {
  await views(STABLE, 90, 1);
  await views(CANARY, 4, 4);
  // Four failing views of four: under the minimum of views, nothing is decided yet.
  await expect(guard.check()).resolves.toEqual([]);
  expect((await delivery.registry.read()).canaries.catalog?.version).toBe(CANARY);

  await views(CANARY, 1, 1);
  await expect(guard.check()).resolves.toEqual(['catalog']);
  const state = await delivery.registry.read();
  expect(state.canaries).toEqual({});
  expect(state.remotes.catalog?.active.version).toBe(STABLE);
  const [entry] = await delivery.registry.auditLog('catalog', 1);
  expect(entry).toMatchObject({ actor: CANARY_GUARD_ACTOR, action: 'abort', from: CANARY, to: STABLE });
  expect(entry?.reason).toBe("automatic abort: error rate 100.0% (5 of 5 views) against stable's 1.1% (1 of 90), over the margin of 25.0%");
  expect(logged).toEqual([`canary guard: aborted catalog@${CANARY}: ${entry?.reason}`]);
  // A second guard (another web node) finds nothing left to abort and writes nothing.
  await expect(guard.check()).resolves.toEqual([]);
  expect((await delivery.registry.auditLog('catalog', 10)).filter((line) => line.action === 'abort')).toHaveLength(1);
});

test('a canary with 500 clean views is not aborted', async () => {
  await views(STABLE, 500, 3);
  await views(CANARY, 500);
  await expect(guard.check()).resolves.toEqual([]);
  expect((await delivery.registry.read()).canaries.catalog).toMatchObject({ version: CANARY, percent: 10 });
  expect(logged).toEqual([]);
});

test('views before the canary started are not its own: an old run of the same version decides nothing', async () => {
  // The same version failed in an earlier canary an hour ago: those minutes are outside this canary's window.
  await recordFieldBeacon(
    db,
    {
      schemaVersion: 1,
      views: Array.from({ length: 10 }, () => ({
        owner: 'catalog' as const,
        remotes: [{ remote: 'catalog' as const, version: CANARY, renderErrors: 1 }],
      })),
    },
    new Date(Date.now() - 60 * 60_000),
  );
  await views(CANARY, 6);
  await expect(guard.check()).resolves.toEqual([]);
});
