import path from 'node:path';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; wins over dataDir. Defaults to env DATABASE_URL. */
  databaseUrl?: string;
  /** PGlite's folder. Defaults to `pglite` inside env DATA_DIR (as `npm start` uses it), else `.data/pglite` at the repository root. */
  dataDir?: string;
}

/** api/src/db -> the repository root, independent of the working directory. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data', 'pglite');

export function resolveDataDir(dataDir?: string): string {
  const fromEnv = process.env.DATA_DIR ? path.join(process.env.DATA_DIR, 'pglite') : undefined;
  return path.resolve(dataDir ?? fromEnv ?? DEFAULT_DATA_DIR);
}

/** Opens the embedded database, or the real server when a URL is given (option or DATABASE_URL). */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (databaseUrl) return openPostgresDatabase(databaseUrl);
  return openPgliteDatabase(resolveDataDir(options.dataDir));
}
