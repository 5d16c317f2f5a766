import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not notice a second process opening the same folder, and two writers
 * corrupt it (seen here: "RuntimeError: Aborted()" on the next open). A pid file makes the
 * second `npm start` fail with a message instead.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'ciao-api.lock');
  let holder = Number.NaN;
  try {
    holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
  } catch {
    // No lock file: nobody holds the folder.
  }
  if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
    throw new Error(`PGlite data folder ${dataDir} is in use by process ${holder}; stop it or set DATA_DIR to another folder`);
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

/** Embedded PostgreSQL (WASM) keeping its files under `dataDir` (a fresh folder runs initdb, ~4 s). */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  let pg: PGlite;
  try {
    pg = await PGlite.create(dataDir);
  } catch (error) {
    unlock();
    throw error;
  }
  const direct = wrap(pg);
  return {
    kind: 'pglite',
    query: direct.query,
    exec: direct.exec,
    // PGlite has a single connection and queues other queries while a transaction runs.
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    async close() {
      try {
        await pg.close();
      } finally {
        unlock();
      }
    },
  };
}
