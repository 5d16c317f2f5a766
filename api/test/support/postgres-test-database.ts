import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../src/db/database';
import { openPostgresDatabase } from '../../src/db/postgres-database';

/** The server the PostgreSQL tier and the multi-process tests use (CI starts one on loopback). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

// Any fixed number: jest workers building the same template wait for the first builder.
const TEMPLATE_LOCK_KEY = 724_900;

/** The same server with another database name. */
export function databaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL does not answer at ${TEST_DATABASE_URL} (set TEST_DATABASE_URL; .ci/run starts one): ${(error as Error).message}`,
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The seeded template database `ciao_tpl_<key>`, built once per change of migrations or seed
 * (the key) under an advisory lock. Templates of older keys are dropped by the builder.
 */
async function ensureTemplate(key: string, seed: (db: Database) => Promise<void>): Promise<string> {
  const name = `ciao_tpl_${key}`;
  await withAdmin(async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount) return;
      const old = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'ciao\\_tpl\\_%'");
      for (const { datname } of old.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
      const building = `${name}_building`;
      await admin.query(`drop database if exists "${building}" with (force)`);
      await admin.query(`create database "${building}"`);
      const db = await openPostgresDatabase(databaseUrl(building));
      try {
        await seed(db);
      } finally {
        await db.close();
      }
      // Renamed only when complete: a half-built template is never cloned.
      await admin.query(`alter database "${building}" rename to "${name}"`);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
  return name;
}

/** A fresh database cloned from the seeded template, dropped (with any leftover connection) on dispose. */
export async function createPostgresTestDatabase(
  key: string,
  seed: (db: Database) => Promise<void>,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const template = await ensureTemplate(key, seed);
  const name = `ciao_t_${process.pid}_${randomBytes(5).toString('hex')}`;
  await withAdmin(async (admin) => {
    // Two clones of one template at the same instant can collide ("source database is being accessed"): retry.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`create database "${name}" template "${template}"`);
        return;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test((error as Error).message)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
      }
    }
  });
  return {
    name,
    url: databaseUrl(name),
    drop: () => withAdmin(async (admin) => void (await admin.query(`drop database if exists "${name}" with (force)`))),
  };
}

export async function openPostgresTestDatabase(
  key: string,
  seed: (db: Database) => Promise<void>,
): Promise<{ db: Database; dispose: () => Promise<void> }> {
  const created = await createPostgresTestDatabase(key, seed);
  const db = await openPostgresDatabase(created.url);
  return {
    db,
    dispose: async () => {
      await db.close();
      await created.drop();
    },
  };
}
