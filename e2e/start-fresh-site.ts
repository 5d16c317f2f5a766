import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

/**
 * The webServer command of the browser tests: empties the site's database and deployment
 * store, then runs `npm start` exactly as a user does. Every run starts from the seed of
 * today, so nothing seeded can age out between runs (the seeded free points expire 90 days
 * after the first seeding) and no deployment of an earlier run is active. A Playwright
 * globalSetup would be too late: Playwright starts the webServer before it.
 */
const ROOT = path.resolve(__dirname, '..');
const OWN_DATA = path.join(ROOT, '.data') + path.sep;

function folderToEmpty(name: 'DATA_DIR' | 'DEPLOYMENTS_DIR'): string {
  const value = process.env[name];
  const folder = value ? path.resolve(value) : '';
  // It deletes what it is given: only ever a folder under the repository's own .data/.
  if (!folder.startsWith(OWN_DATA)) throw new Error(`${name} must be a folder under ${OWN_DATA} (got ${value ?? 'nothing'})`);
  return folder;
}

for (const folder of [folderToEmpty('DATA_DIR'), folderToEmpty('DEPLOYMENTS_DIR')]) {
  rmSync(folder, { recursive: true, force: true });
}

const site = spawn('npm', ['start'], { cwd: ROOT, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => site.kill(signal));
site.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
