import path from 'node:path';
import { createApiServer } from './app';
import { REPO_ROOT } from './db/open-database';
import { imageSigningKey } from './images/signing-key';
import { configureInternalCalls } from './http/internal-call';
import { closeGracefullyOnSignals } from './operation/graceful-shutdown';
import { prepareDatabase } from './prepare-database';

/**
 * Runs the API alone: open the database (PGlite, or DATABASE_URL), migrate, seed once, listen on
 * API_PORT. Maintenance (MAINTENANCE, `npm run api:maintenance`) and rate limits (RATE_LIMIT_*,
 * REDIS_URL) come from the environment through the plugin's defaults.
 */
async function main(): Promise<void> {
  const isProd = process.env.NODE_ENV === 'production';
  // Before the database: a production process without its key stops here, having changed nothing.
  const signingKey = imageSigningKey({
    fromEnv: process.env.IMAGE_SIGNING_KEY,
    isProd,
    dataDir: path.resolve(process.env.DATA_DIR ?? path.join(REPO_ROOT, '.data')),
  });
  // Running alone, this API answers web nodes over the network: their first screens' calls carry the shared secret.
  configureInternalCalls(process.env, { required: isProd });
  const { db, migrations, seed } = await prepareDatabase();
  const app = await createApiServer({ db, isProd, imageSigningKey: signingKey });
  app.log.info({ database: db.kind, migrations, seed, redis: Boolean(process.env.REDIS_URL) }, 'database ready');
  closeGracefullyOnSignals(app, db, { timeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000) });
  const port = Number(process.env.API_PORT ?? 8081);
  await app.listen({ port, host: process.env.API_HOST ?? '127.0.0.1' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
