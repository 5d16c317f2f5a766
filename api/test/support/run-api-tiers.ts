import { spawnSync } from 'node:child_process';
import pg from 'pg';

/**
 * `npm run test:api`: the whole jest api project twice, on the embedded PGlite and then on a
 * real PostgreSQL server (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test),
 * each test file on its own database cloned from a seeded template. Extra arguments go to jest.
 * Without a server the second pass is left out with a message (CI always has one: .ci/run).
 */
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function jest(tier: string, env: NodeJS.ProcessEnv): number {
  console.log(`\n== api tests on ${tier} ==`);
  const result = spawnSync('npx', ['jest', '--selectProjects', 'api', ...process.argv.slice(2)], { stdio: 'inherit', env });
  return result.status ?? 1;
}

async function main(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL ?? DEFAULT_URL;
  const pgliteStatus = jest('PGlite (embedded)', { ...process.env, CIAO_TEST_DB: 'pglite' });
  if (pgliteStatus !== 0) process.exit(pgliteStatus);
  if (!(await postgresAnswers(url))) {
    console.log(`\n== api tests on PostgreSQL: not run, nothing answers at ${url} (set TEST_DATABASE_URL) ==`);
    return;
  }
  process.exit(
    jest(`PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')})`, { ...process.env, CIAO_TEST_DB: 'postgres', TEST_DATABASE_URL: url }),
  );
}

void main();
