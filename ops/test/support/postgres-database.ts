import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server the PostgreSQL tests use (CI starts one on loopback). */
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function withName(name: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** An empty database of its own on the test server, dropped by the returned function. */
export async function freshPostgresDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await admin((client) => client.query(`create database "${name}"`));
  return {
    url: withName(name),
    drop: () => admin((client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}
