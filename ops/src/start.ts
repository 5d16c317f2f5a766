import path from 'node:path';
import { REPO_ROOT } from './paths';
import { startSite } from './site';

/** `npm start`: what a new user runs (see startSite). PORT, DATA_DIR, DATABASE_URL, DEPLOYMENTS_DIR. */
async function main(): Promise<void> {
  const started = Date.now();
  const site = await startSite({
    port: Number(process.env.PORT ?? 8080),
    host: process.env.HOST,
    dataDir: path.resolve(process.env.DATA_DIR ?? path.join(REPO_ROOT, '.data')),
    databaseUrl: process.env.DATABASE_URL,
    log: (line) => console.log(line),
  });
  const shutdown = async () => {
    await site.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  console.log(`\nReady in ${((Date.now() - started) / 1000).toFixed(1)} s: ${site.url}`);
  console.log('Demo reader: reader@example.com / Comic-Reader-2026');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
