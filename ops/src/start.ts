import path from 'node:path';
import { REMOTE_NAMES } from '@ciao/shared/federation';
import { apiPlugin, prepareDatabase } from '@ciao/api';
import { ensureBuilt } from './build/ensure-built';
import { deploy } from './deploy/deployments';
import { REPO_ROOT } from './paths';
import { createWebServer } from './server/web-server';

/**
 * `npm start`: what a new user runs. Builds what is missing, deploys the current version
 * of every remote into the local deployment store, opens the embedded database (or
 * DATABASE_URL) with the demo seed, and serves the whole site on one port.
 */
async function main(): Promise<void> {
  const started = Date.now();
  const port = Number(process.env.PORT ?? 8080);
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
  const log = (line: string) => console.log(line);

  log('Building the host and the remotes (only what changed)...');
  await ensureBuilt(log);

  log('Deploying the current build of every remote...');
  for (const remote of REMOTE_NAMES) {
    const result = await deploy(remote);
    log(`  ${remote.padEnd(9)} ${result.version}${result.changed ? ' (now active)' : ' (already active)'}`);
  }

  log(process.env.DATABASE_URL ? 'Opening PostgreSQL (DATABASE_URL)...' : `Opening the embedded database in ${dataDir}...`);
  const { db, seed } = await prepareDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: path.join(dataDir, 'pglite') });
  log(`  ${seed.seeded ? 'seeded the demo catalogue' : 'using the existing data'}`);

  const isProd = process.env.NODE_ENV === 'production';
  const server = await createWebServer({
    runtimeConfig: { isProd, cookieEnvPrefix: isProd ? '' : 'local_', localeTimeOffsetFromUtc: 9 },
    registerApi: async (app) => {
      await app.register(apiPlugin, { db, isProd, cookiePrefix: isProd ? '' : 'local_' });
    },
    logger: process.env.LOG_REQUESTS === '1',
  });
  const shutdown = async () => {
    await server.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());

  await server.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
  log(`\nReady in ${((Date.now() - started) / 1000).toFixed(1)} s: http://localhost:${port}`);
  log('Demo reader: reader@example.com / Comic-Reader-2026');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
