import { createServer } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REMOTE_NAMES } from '@ciao/shared/federation';
import { apiPlugin, configureInternalCalls, imageSigningKey, createLoginThrottle, prepareDatabase, readSiteMapData } from '@ciao/api';
import { startSiteCanaryGuard } from './canary/canary-guard';
import { ensureBuilt } from './build/ensure-built';
import { defaultActor, deliveryFromEnv } from './deploy/delivery-config';
import { deploy, releaseHost } from './deploy/deployments';
import { distDir } from './paths';
import { runtimeConfigFromEnv } from './server/runtime-config';
import { createWebServer } from './server/web-server';
import { ensureConsoleBuilt } from './server/ops/console-build';
import { type DevOpsAccount, resolveOpsCredentials } from './server/ops/ops-credentials';
import { opsConsoleOptions } from './server/ops/ops-console-routes';

export interface SiteOptions {
  port: number;
  host?: string;
  dataDir: string;
  databaseUrl?: string;
  log: (line: string) => void;
}

export interface RunningSite {
  url: string;
  /** The ops console's account when npm start generated it (development), to print; null otherwise. */
  opsAccount: DevOpsAccount | null;
  close: () => Promise<void>;
  server: FastifyInstance;
  /**
   * Serves another host build (a benchmark's variant) on its own port with this site's
   * runtime config, deployments and an API on the same database; closed with the site.
   * `withoutHead`: pages keep index.html's own title (bench:lighthouse's "before" of the page heads).
   */
  serveHostBuild: (hostDist: string, variant?: { withoutHead?: boolean }) => Promise<{ url: string }>;
}

/** A port free now, for a site asked to listen on "any port" that must know its address before it listens (its public origin). */
function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function listeningUrl(server: FastifyInstance, fallbackPort: number): string {
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : fallbackPort;
  return `http://localhost:${port}`;
}

/**
 * The composed site as `npm start` runs it: builds what changed, deploys the current
 * version of every remote, prepares the database and serves everything on one port.
 */
export async function startSite(options: SiteOptions): Promise<RunningSite> {
  const { log } = options;
  log('Building the host and the remotes (only what changed)...');
  await ensureBuilt(log);
  await ensureConsoleBuilt(log);

  const delivery = deliveryFromEnv();
  const who = { actor: defaultActor(), reason: 'npm start' };
  log(`Deploying the current build of every remote (${delivery.versions.description})...`);
  // Everything here was built together, so the host is recorded first and the remotes follow.
  await releaseHost(delivery, who, distDir('host'), true);
  const registry = await delivery.registry.read();
  for (const remote of REMOTE_NAMES) {
    const pinned = registry.remotes[remote]?.pinned ? registry.remotes[remote]?.active.version : undefined;
    if (pinned) {
      log(`  ${remote.padEnd(9)} ${pinned} (pinned: kept; npm run mfe -- unpin ${remote} to deploy)`);
      continue;
    }
    const canary = registry.canaries[remote];
    if (canary) {
      log(
        `  ${remote.padEnd(9)} ${registry.remotes[remote]?.active.version} (a canary of ${canary.version} runs on ${canary.percent}%: kept; promote or abort it to deploy)`,
      );
      continue;
    }
    const result = await deploy(delivery, remote, who);
    log(`  ${remote.padEnd(9)} ${result.version}${result.changed ? ' (now active)' : ' (already active)'}`);
  }

  const host = options.host ?? '127.0.0.1';
  const port = options.port === 0 ? await freePort(host) : options.port;
  // Where the site is public, for canonical links and link previews: PUBLIC_ORIGIN, locally where it listens.
  const runtimeConfig = { publicOrigin: `http://localhost:${port}`, ...runtimeConfigFromEnv() };
  const { isProd, cookieEnvPrefix: cookiePrefix } = runtimeConfig;
  // Kept in the data folder, so a restart does not turn every open viewer's next page into a 403.
  const signingKey = imageSigningKey({ fromEnv: process.env.IMAGE_SIGNING_KEY, isProd, dataDir: options.dataDir });
  // The first screens call this process's API in-process with a secret made here; INTERNAL_CALL_SECRET
  // when web nodes elsewhere (ops/src/web-node.ts) use this process's API too.
  configureInternalCalls(process.env, { required: false });
  log(options.databaseUrl ? 'Opening PostgreSQL (DATABASE_URL)...' : `Opening the embedded database in ${options.dataDir}...`);
  const { db, seed } = await prepareDatabase({ databaseUrl: options.databaseUrl, dataDir: path.join(options.dataDir, 'pglite') });
  log(`  ${seed.seeded ? 'seeded the demo catalogue' : 'using the existing data'}`);
  const ops = await resolveOpsCredentials({ isProd, dataDir: options.dataDir });
  if (!ops) log('The ops console is closed: set OPS_PASSWORD_HASH (or OPS_PASSWORD) and OPS_SESSION_KEY to open it.');
  // Shared through Redis with REDIS_URL, so N web nodes give no more attempts than one.
  const opsThrottle = createLoginThrottle(process.env.REDIS_URL);

  const webServer = (hostDist?: string, variant: { withoutHead?: boolean } = {}) =>
    createWebServer({
      runtimeConfig,
      registerApi: async (app) => {
        await app.register(apiPlugin, { db, isProd, cookiePrefix, imageSigningKey: signingKey });
      },
      readSiteMap: () => readSiteMapData(db, new Date()),
      logger: process.env.LOG_REQUESTS === '1',
      delivery,
      log,
      ...(hostDist ? { hostDist } : {}),
      ...(ops ? { opsConsole: opsConsoleOptions({ delivery, db, credentials: ops.credentials, throttle: opsThrottle, isProd }) } : {}),
      ...(variant.withoutHead ? { withoutHead: true } : {}),
    });
  const server = await webServer();
  await server.listen({ port, host });
  // Aborts a canary whose field error rate is past stable's (CANARY_* settings), from the beacons in this database.
  const canaryGuard = startSiteCanaryGuard(delivery, db, log);
  const variants: FastifyInstance[] = [];
  return {
    url: listeningUrl(server, port),
    opsAccount: ops?.devAccount ?? null,
    server,
    serveHostBuild: async (hostDist, options = {}) => {
      const variant = await webServer(hostDist, options);
      variants.push(variant);
      await variant.listen({ port: 0, host });
      return { url: listeningUrl(variant, 0) };
    },
    close: async () => {
      await canaryGuard.stop();
      await opsThrottle.close();
      for (const variant of variants) await variant.close();
      await server.close();
      await delivery.registry.close();
      await db.close();
    },
  };
}
