import { createApiServer } from './app';
import { prepareDatabase } from './prepare-database';

/** Runs the API alone: open the database (PGlite, or DATABASE_URL), migrate, seed once, listen on API_PORT. */
async function main(): Promise<void> {
  const { db, migrations, seed } = await prepareDatabase();
  const app = await createApiServer({
    db,
    isProd: process.env.NODE_ENV === 'production',
    ...(process.env.IMAGE_SIGNING_KEY ? { imageSigningKey: process.env.IMAGE_SIGNING_KEY } : {}),
  });
  app.log.info({ database: db.kind, migrations, seed }, 'database ready');
  const close = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  const port = Number(process.env.API_PORT ?? 8081);
  await app.listen({ port, host: process.env.API_HOST ?? '127.0.0.1' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
