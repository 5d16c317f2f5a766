import path from 'node:path';
import { REPO_ROOT } from './paths';
import { startSite } from './site';
import { checkStartSettings } from './start-settings';

/** `npm start`: what a new user runs (see startSite). PORT, HOST, DATA_DIR, DATABASE_URL, DEPLOYMENTS_DIR. */
async function main(): Promise<void> {
  const started = Date.now();
  // Settings first: a wrong one is told in a line in seconds, not as a raw error after minutes of building.
  const checked = await checkStartSettings(process.env, path.join(REPO_ROOT, '.data'));
  if (!checked.ok) {
    for (const problem of checked.problems) console.error(problem);
    process.exit(1);
  }
  const { settings } = checked;
  const site = await startSite({ ...settings, log: (line) => console.log(line) });
  const shutdown = async () => {
    await site.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  console.log(`\nReady in ${((Date.now() - started) / 1000).toFixed(1)} s: ${site.url}`);
  console.log('Demo reader: reader@example.com / Comic-Reader-2026');
  if (site.opsAccount) console.log(`Ops console: ${site.url}/ops  ${site.opsAccount.user} / ${site.opsAccount.password}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
