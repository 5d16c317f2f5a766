import { existsSync } from 'node:fs';
import path from 'node:path';
import { configureInternalCalls, createLoginThrottle, openDatabase, readSiteMapData } from '@ciao/api';
import { startSiteCanaryGuard } from './canary/canary-guard';
import { deliveryFromEnv } from './deploy/delivery-config';
import { distDir } from './paths';
import { runtimeConfigFromEnv } from './server/runtime-config';
import { createWebServer } from './server/web-server';
import { CONSOLE_DIST } from './server/ops/console-build';
import { resolveOpsCredentials } from './server/ops/ops-credentials';
import { opsConsoleOptions } from './server/ops/ops-console-routes';

/**
 * A web node of the production tier (ops/README.md "Production web tier"): the server of `npm
 * start` without the API, which runs apart (API_ORIGIN answers the first screens' calls). It
 * reads versions and the registry from the shared store (DEPLOY_STORE, DEPLOY_REGISTRY_URL), so
 * any number of nodes behind nginx serve the same site; it keeps nothing another node needs.
 * WEB_PORT (8080), WEB_HOST (0.0.0.0), HOST_DIST (the host build it serves: host/dist).
 * DATABASE_URL: the site's database (the API's), read for /sitemap.xml, for the ops console's
 * field health and by the canary guard; unset: none of the three. The ops console (/ops) opens
 * with OPS_PASSWORD_HASH (or OPS_PASSWORD) and OPS_SESSION_KEY, the same on every node.
 * INTERNAL_CALL_SECRET: the API processes' (api/src/http/internal-call.ts), required in production.
 */
async function main(): Promise<void> {
  const apiOrigin = process.env.API_ORIGIN;
  if (!apiOrigin || !/^https?:\/\//.test(apiOrigin))
    throw new Error("web node: set API_ORIGIN to the API processes' address (http://host:port)");
  const port = Number(process.env.WEB_PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`web node: WEB_PORT=${process.env.WEB_PORT} is not a port`);
  // The first screens' API calls are the site's own work: marked with the secret the API processes share.
  configureInternalCalls(process.env, { required: process.env.NODE_ENV === 'production' });
  const delivery = deliveryFromEnv();
  const db = process.env.DATABASE_URL ? await openDatabase({ databaseUrl: process.env.DATABASE_URL }) : null;
  const runtimeConfig = runtimeConfigFromEnv();
  // The console needs its build (ops/Dockerfile.web: npm run mfe -- build console) and the database for field health.
  const ops =
    db && existsSync(path.join(CONSOLE_DIST, 'index.html'))
      ? await resolveOpsCredentials({ isProd: runtimeConfig.isProd, dataDir: process.env.DATA_DIR ?? '.data' })
      : null;
  // Shared through Redis with REDIS_URL, so N nodes give no more password attempts than one.
  const opsThrottle = createLoginThrottle(process.env.REDIS_URL);
  const server = await createWebServer({
    ...(db ? { readSiteMap: () => readSiteMapData(db, new Date()) } : {}),
    ...(db && ops
      ? {
          opsConsole: opsConsoleOptions({
            delivery,
            db,
            credentials: ops.credentials,
            throttle: opsThrottle,
            isProd: runtimeConfig.isProd,
          }),
        }
      : {}),
    runtimeConfig,
    apiOrigin,
    delivery,
    hostDist: path.resolve(process.env.HOST_DIST ?? distDir('host')),
    logger: process.env.LOG_REQUESTS === '1',
  });
  await server.listen({ port, host: process.env.WEB_HOST ?? '0.0.0.0' });
  // Every node may run one: an abort names the canary's version, so the first writes and the others find nothing.
  const canaryGuard = db ? startSiteCanaryGuard(delivery, db, (line) => console.log(line)) : null;
  const address = server.server.address();
  console.log(
    `web node listening on ${typeof address === 'object' && address ? address.port : port} (versions: ${delivery.versions.description}; registry: ${delivery.registry.description})`,
  );
  const shutdown = async () => {
    await canaryGuard?.stop();
    await server.close();
    await opsThrottle.close();
    await delivery.registry.close();
    await db?.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
