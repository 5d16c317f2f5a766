import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../src/db/database';
import { migrate, MIGRATIONS_DIR } from '../../src/db/migrate';
import { openPgliteDatabase } from '../../src/db/pglite-database';
import { openPostgresTestDatabase } from './postgres-test-database';
import { seedDatabase } from '../../src/seed/seed';

/** The instant every API test runs at (a Friday, after the seed's base date). */
export const TEST_NOW = new Date('2026-11-20T03:00:00Z');
/** The template is seeded an hour earlier: the demo rental and subscription are live at TEST_NOW. */
const SEEDED_AT = new Date(TEST_NOW.getTime() - 3_600_000);

const SRC_DIR = path.resolve(__dirname, '..', '..', 'src');
/** The generator the seed inserts from (a workspace package beside the API). */
const GENERATOR_DIR = path.resolve(__dirname, '..', '..', '..', 'demo-content', 'src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/** The template changes whenever migrations, the seed, the catalogue it inserts or the page recipes change. */
function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of [
    ...filesUnder(MIGRATIONS_DIR),
    ...filesUnder(path.join(SRC_DIR, 'seed')),
    ...filesUnder(path.join(SRC_DIR, 'db')),
    ...filesUnder(path.join(GENERATOR_DIR, 'catalogue')),
    path.join(GENERATOR_DIR, 'prng.ts'),
    path.join(GENERATOR_DIR, 'drawing', 'page-recipe.ts'),
    path.join(SRC_DIR, 'auth', 'password.ts'),
  ].sort()) {
    hash.update(file).update(readFileSync(file));
  }
  hash.update(SEEDED_AT.toISOString());
  return hash.digest('hex').slice(0, 16);
}

/**
 * One migrated and seeded PGlite folder, built once (initdb costs ~4 s) and reused by
 * every test file and run until its inputs change. Parallel builders each build into a
 * private folder and rename it into place; the loser discards its copy.
 */
async function templateDir(): Promise<string> {
  const dir = path.join(os.tmpdir(), `ciao-api-test-template-${templateKey()}`);
  if (existsSync(path.join(dir, 'PG_VERSION'))) return dir;
  const building = `${dir}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
  const db = await openPgliteDatabase(building);
  try {
    await migrate(db);
    await seedDatabase(db, { now: SEEDED_AT });
  } finally {
    await db.close();
  }
  try {
    renameSync(building, dir);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/** Seeds a template database exactly as the PGlite template is seeded (same instant). */
export async function seedTestTemplate(db: Database): Promise<void> {
  await migrate(db);
  await seedDatabase(db, { now: SEEDED_AT });
}

/** The key naming the template: PostgreSQL templates use it in their database name too. */
export const TEST_TEMPLATE_KEY = templateKey();

/** The tier this jest run tests: CIAO_TEST_DB=postgres (npm run test:api's second pass) or the embedded PGlite. */
export const TEST_DB_KIND: 'pglite' | 'postgres' = process.env.CIAO_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A private PGlite copy of the template as `<dataDir>/pglite`, not opened: DATA_DIR of a child API process. */
export async function copyPgliteTemplate(): Promise<{ dataDir: string; dispose: () => void }> {
  const template = await templateDir();
  const dataDir = path.join(os.tmpdir(), `ciao-api-test-${process.pid}-${randomBytes(6).toString('hex')}`);
  cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
  return { dataDir, dispose: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/**
 * A private copy of the seeded database for one test file; `dispose` closes and deletes it.
 * On the PostgreSQL tier the copy is a database cloned from a seeded template database.
 */
export async function openTestDatabase(): Promise<{ db: Database; dispose: () => Promise<void> }> {
  if (TEST_DB_KIND === 'postgres') return openPostgresTestDatabase(TEST_TEMPLATE_KEY, seedTestTemplate);
  const template = await templateDir();
  const dir = path.join(os.tmpdir(), `ciao-api-test-${process.pid}-${randomBytes(6).toString('hex')}`);
  cpSync(template, dir, { recursive: true });
  const db = await openPgliteDatabase(dir);
  return {
    db,
    dispose: async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
