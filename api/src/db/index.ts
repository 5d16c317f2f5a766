export type { Database, Queryable, Row } from './database';
export { openDatabase, resolveDataDir, DEFAULT_DATA_DIR, REPO_ROOT, type OpenDatabaseOptions } from './open-database';
export { migrate, listMigrations, MIGRATIONS_DIR } from './migrate';
