import pg from 'pg';
import type { Database, Queryable } from './database';

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      // pg types rows as records; the caller's row shape is its claim about the SQL it wrote.
      const result = await target.query(sql, [...params]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await target.query(sql);
    },
  };
}

/** A real PostgreSQL server (docker-compose, production) through a connection pool. */
export async function openPostgresDatabase(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle pooled connection the server ends (restart, failover, a dropped test database) is
  // emitted here; unheard, it would crash the process. The pool replaces it on the next query.
  pool.on('error', () => undefined);
  // Fail at start-up, not on the first request, when the server is unreachable.
  await pool.query('select 1');
  const direct = wrap(pool);
  return {
    kind: 'postgres',
    query: direct.query,
    exec: direct.exec,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
