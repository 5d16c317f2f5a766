import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'migrations');

/** Numbered files like `001-catalogue.sql`, in the order their numbers give. */
export function listMigrations(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => /^\d+-[a-z0-9-]+\.sql$/.test(name))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10) || a.localeCompare(b));
}

// Any fixed number: every API process takes the same lock, so two processes starting at
// once against one PostgreSQL server cannot apply a migration twice.
const MIGRATION_LOCK_KEY = 724_001;

/** Applies the migrations not yet recorded, each in its own transaction. Returns the names applied. */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`);
  const applied: string[] = [];
  for (const name of listMigrations(dir)) {
    const sql = readFileSync(path.join(dir, name), 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const rows = await tx.query('select 1 from schema_migrations where name = $1', [name]);
      if (rows.length > 0) return false;
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}
