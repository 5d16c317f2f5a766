import { createApiServer } from './app';
import { closeGracefullyOnSignals } from './ops/graceful-shutdown';
import { prepareDatabase } from './prepare-database';

/**
 * Runs the API alone: open the database (PGlite, or DATABASE_URL), migrate, seed once, listen on
 * API_PORT. Maintenance (MAINTENANCE, `npm run api:maintenance`) and rate limits (RATE_LIMIT_*,
 * REDIS_URL) come from the environment through the plugin's defaults.
 */
async function main(): Promise<void> {
  const { db, migrations, seed } = await prepareDatabase();
  const app = await createApiServer({
    db,
    isProd: process.env.NODE_ENV === 'production',
    ...(process.env.IMAGE_SIGNING_KEY ? { imageSigningKey: process.env.IMAGE_SIGNING_KEY } : {}),
  });
  app.log.info({ database: db.kind, migrations, seed, redis: Boolean(process.env.REDIS_URL) }, 'database ready');
  closeGracefullyOnSignals(app, db, { timeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000) });
  const port = Number(process.env.API_PORT ?? 8081);
  await app.listen({ port, host: process.env.API_HOST ?? '127.0.0.1' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
