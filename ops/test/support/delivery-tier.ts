import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTE_NAMES, type RemoteName } from '@ciao/shared/federation';
import type { Delivery } from '../../src/deploy/delivery-config';
import { deploy, releaseHost, rollback } from '../../src/deploy/deployments';
import { PostgresRegistryStore } from '../../src/deploy/postgres-registry-store';
import { S3VersionStore } from '../../src/deploy/s3-version-store';
import { startNginxWebTier, type NginxWebTier } from '../../../api/test/support/nginx-web-tier';
import { HOST_EXPOSES, hostBuildInfo, manifestJson, remoteBuildInfo, writeBuild } from '../build-fixtures';
import { freshPostgresDatabase } from './postgres-database';
import { startLocalS3 } from './s3-server';
import { startWebNode, type WebNodeProcess } from './web-node-process';

/**
 * Production's delivery path on loopback, with no Docker: an S3-compatible server (s3rver), a
 * PostgreSQL registry, two web nodes (ops/src/web-node.ts) on both, and Debian's nginx in front.
 * The builds are small fixtures with the shape webpack gives them (entry, expose chunks, a shared
 * chunk, .gz files, a source map, a server bundle); what is measured is the delivery, not the app.
 */
export interface DeliveryTier {
  origin: string;
  nodes: WebNodeProcess[];
  nginx: NginxWebTier;
  delivery: Delivery;
  /** The environment a CLI process needs to reach the same stores. */
  env: Record<string, string>;
  hostDir: string;
  /** A fixture build of `remote` at `version`, written under the tier's folder. */
  build(remote: RemoteName, version: string): string;
  close(): Promise<void>;
}

export const WHO = { actor: 'delivery-test', reason: null };

/** The manifest with a chunk every expose loads first, as webpack splits a shared library out. */
function withSharedChunk(manifest: string, chunk: string): string {
  const parsed = JSON.parse(manifest) as { exposes: Array<{ assets: { js: { sync: string[] } } }> };
  for (const expose of parsed.exposes) expose.assets.js.sync.unshift(chunk);
  return JSON.stringify(parsed, null, 2);
}

export async function startDeliveryTier(): Promise<DeliveryTier> {
  const work = mkdtempSync(path.join(tmpdir(), 'delivery-tier-'));
  const disposals: Array<() => Promise<unknown>> = [async () => rmSync(work, { recursive: true, force: true })];
  try {
    const s3 = await startLocalS3();
    disposals.unshift(() => s3.close());
    const database = await freshPostgresDatabase('mfe_tier');
    disposals.unshift(() => database.drop());
    const env: Record<string, string> = { ...s3.env, DEPLOY_REGISTRY_URL: database.url };
    const versions = new S3VersionStore({
      bucket: s3.bucket,
      prefix: '',
      endpoint: s3.endpoint,
      region: 'us-east-1',
      credentials: s3.credentials,
    });
    const registry = new PostgresRegistryStore(database.url);
    disposals.unshift(() => registry.close());
    const delivery = { versions, registry };

    const hostDir = writeBuild(path.join(work, 'host'), hostBuildInfo());
    writeFileSync(
      path.join(hostDir, 'index.html'),
      '<!doctype html><html lang="ja"><head><title>ちゃおコミ</title></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(path.join(hostDir, 'static'), { recursive: true });
    await releaseHost(delivery, WHO, hostDir);

    const build = (remote: RemoteName, version: string): string => {
      const exposes = HOST_EXPOSES[remote] ?? [];
      const code = (what: string) => `/* ${remote} ${version} ${what} */ var x = ${JSON.stringify('漫画'.repeat(400))};\n`;
      const files: Record<string, string> = {
        'remoteEntry.js': code('entry'),
        '452.shared.js': code('shared chunk'),
        'remoteEntry.js.map': '{"version":3,"sources":["src/index.ts"]}',
        [`server/${remote}.js`]: 'module.exports = {};\n',
        'mf-manifest.json': withSharedChunk(manifestJson(remote, exposes), '452.shared.js'),
      };
      for (const expose of exposes) files[`__federation_expose_${expose.slice(2)}.js`] = code(expose);
      for (const [file, text] of Object.entries(files)) if (file.endsWith('.js')) files[`${file}.gz`] = gzipSync(text).toString('latin1');
      const dir = writeBuild(path.join(work, 'builds', remote, version), remoteBuildInfo(remote, { version }), {});
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), file.endsWith('.gz') ? Buffer.from(text, 'latin1') : text);
      }
      return dir;
    };
    for (const remote of REMOTE_NAMES) await deploy(delivery, remote, WHO, { sourceDir: build(remote, '1.0.0-first'), hostDir });

    const nodes = await Promise.all(
      ['a', 'b'].map((name) =>
        startWebNode({
          ...env,
          NODE_ENV: 'production',
          // No API here: pages go out without first screens (the host fixture has no server bundle).
          API_ORIGIN: 'http://127.0.0.1:9',
          INTERNAL_CALL_SECRET: 'delivery-tier-'.repeat(4),
          HOST_DIST: hostDir,
          DEPLOY_CACHE_DIR: path.join(work, `node-${name}-cache`),
          TRUSTED_PROXIES: '127.0.0.1',
        }),
      ),
    );
    disposals.unshift(...nodes.map((node) => () => node.stop()));
    const nginx = await startNginxWebTier({
      CIAO_WEB_1: nodes[0]!.address,
      CIAO_WEB_2: nodes[1]!.address,
      CIAO_API_1: '127.0.0.1:9',
      CIAO_API_2: '127.0.0.1:9',
      // The deploy test's 8 connections are one reader's address (loopback): no page-request limit.
      CIAO_PAGE_RATE: '100000r/s',
      CIAO_PAGE_BURST: '100000',
    });
    disposals.unshift(() => nginx.stop());
    return {
      origin: nginx.origin,
      nodes,
      nginx,
      delivery,
      env,
      hostDir,
      build,
      close: async () => {
        for (const dispose of disposals) await dispose().catch(() => undefined);
      },
    };
  } catch (error) {
    for (const dispose of disposals) await dispose().catch(() => undefined);
    throw error;
  }
}

interface Served {
  remotes: Record<string, { active: { version: string; entry: string; exposeScripts?: Record<string, string[]> } }>;
}

/** The active version of `remote` a node serves now. */
async function activeOn(origin: string, remote: string): Promise<string | undefined> {
  const registry = (await (await fetch(`${origin}/registry.json`)).json()) as Served;
  return registry.remotes[remote]?.active.version;
}

/** Every file a registry names: each remote's entry and its exposes' scripts. */
function filesNamedBy(registry: Served): string[] {
  return Object.values(registry.remotes).flatMap(({ active }) => {
    const base = active.entry.slice(0, active.entry.lastIndexOf('/') + 1);
    return [active.entry, ...Object.values(active.exposeScripts ?? {}).flatMap((files) => files.map((file) => base + file))];
  });
}

export interface CycleFigures {
  cycles: number;
  requests: number;
  failures: string[];
  /** ms from a deploy or rollback returning until both nodes served its version, one per switch. */
  switchMs: number[];
}

/**
 * `cycles` deploys and rollbacks of one remote (two versions), each followed by polling both nodes
 * until they serve it, while `connections` loops ask nginx for pages, the registry, and every file
 * named by every registry any of them got. Returns every non-200 answer.
 */
export async function runDeployCycles(tier: DeliveryTier, remote: RemoteName, cycles: number, connections: number): Promise<CycleFigures> {
  const next = tier.build(remote, '1.0.0-second');
  const named = new Set<string>();
  const failures: string[] = [];
  let requests = 0;
  let running = true;
  const ask = async (url: string, headers: Record<string, string> = {}): Promise<Response | null> => {
    requests += 1;
    try {
      const response = await fetch(`${tier.origin}${url}`, { headers });
      if (response.status !== 200) failures.push(`${response.status} ${url}`);
      return response;
    } catch (error) {
      failures.push(`${String(error)} ${url}`);
      return null;
    }
  };
  const loop = async (worker: number) => {
    for (let turn = 0; running; turn += 1) {
      const step = (turn + worker) % 3;
      if (step === 0) await (await ask('/', { accept: 'text/html' }))?.text();
      else if (step === 1) {
        const response = await ask('/registry.json');
        if (response?.ok) for (const file of filesNamedBy((await response.json()) as Served)) named.add(file);
      } else {
        const files = [...named];
        const file = files[(turn * 7 + worker) % Math.max(files.length, 1)];
        if (file) await (await ask(file, { 'accept-encoding': worker % 2 ? 'gzip' : 'identity' }))?.arrayBuffer();
      }
    }
  };
  const workers = Array.from({ length: connections }, (_, worker) => loop(worker));
  const switchMs: number[] = [];
  const waitForBoth = async (version: string) => {
    const returned = Date.now();
    for (;;) {
      const seen = await Promise.all(tier.nodes.map((node) => activeOn(node.origin, remote)));
      if (seen.every((served) => served === version)) break;
      if (Date.now() - returned > 30_000) throw new Error(`nodes still serve ${seen.join(', ')} 30 s after ${version} became active`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    switchMs.push(Date.now() - returned);
  };
  try {
    for (let cycle = 0; cycle < cycles; cycle += 1) {
      const deployed = await deploy(tier.delivery, remote, WHO, { sourceDir: next, hostDir: tier.hostDir });
      await waitForBoth(deployed.version);
      const rolledBack = await rollback(tier.delivery, remote, WHO, undefined, tier.hostDir);
      await waitForBoth(rolledBack.version);
    }
  } finally {
    running = false;
    await Promise.all(workers);
  }
  return { cycles, requests, failures, switchMs };
}

/** Each remote's registry entry and the hash of every stored file of its active version. */
export async function fingerprint(delivery: Delivery, remote: RemoteName): Promise<string> {
  const entry = (await delivery.registry.read()).remotes[remote];
  const hash = createHash('sha256').update(JSON.stringify(entry));
  const version = entry?.active.version;
  const stored = version ? await delivery.versions.readList(remote, version) : null;
  for (const file of Object.keys(stored?.list.files ?? {}).sort()) {
    hash.update(file).update((await delivery.versions.readFile(remote, version!, file)) ?? Buffer.alloc(0));
  }
  return hash.digest('hex');
}
