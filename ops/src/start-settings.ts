import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { smtpSettingsFromEnv } from '@ciao/api';

/** What `npm start` runs with, read from the environment and checked before anything is built. */
export interface StartSettings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
}

export type SettingsCheck = { ok: true; settings: StartSettings } | { ok: false; problems: string[] };

const DEFAULT_PORT = 8080;
const DEFAULT_HOST = '127.0.0.1';
/** How long a database server may take to answer `select 1` before it counts as unreachable. */
const DATABASE_TIMEOUT_MS = 5000;

/** PORT unset means 8080; anything else must be a whole number a server can listen on. */
function readPort(text: string | undefined): number | string {
  if (text === undefined) return DEFAULT_PORT;
  if (text.trim() === '') return 'PORT is set but empty: give a port number (1-65535), or unset PORT for 8080.';
  const port = Number(text);
  if (!/^\d+$/.test(text.trim()) || port < 1 || port > 65535) {
    return `PORT=${text} is not a port number: give a whole number from 1 to 65535 (default 8080).`;
  }
  return port;
}

/** The URL's form only (no connection yet): a postgres:// or postgresql:// URL with a host. */
function databaseUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `DATABASE_URL is not a URL: write it as postgres://user:password@host:5432/database, or unset it for the embedded database.`;
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    return `DATABASE_URL must start with postgres:// (it starts with ${parsed.protocol}//), or unset it for the embedded database.`;
  }
  if (!parsed.hostname) return 'DATABASE_URL names no host: postgres://user:password@host:5432/database.';
  return null;
}

/** Where the URL points, without its password, for messages. */
function databaseTarget(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

/** One line for why a PostgreSQL server did not answer, from pg's or the socket's error. */
function connectionFailure(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const reasons: Record<string, string> = {
    ENOTFOUND: 'no such host',
    EAI_AGAIN: 'the host name cannot be looked up',
    ECONNREFUSED: 'nothing listens there',
    ETIMEDOUT: 'no answer',
    ECONNRESET: 'the connection was dropped (is it a PostgreSQL server?)',
    '28P01': 'the password was refused',
    '28000': 'the user may not log in',
    '3D000': 'no such database',
  };
  const message = error instanceof Error ? error.message : String(error);
  return reasons[code] ?? `it answered "${message}" (is it a PostgreSQL server?)`;
}

/** Connects and runs `select 1`, or says in one line why not. */
export async function databaseProblem(url: string, timeoutMs = DATABASE_TIMEOUT_MS): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
  // A server that is not PostgreSQL can make the client emit an error outside the awaited calls.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return `DATABASE_URL: cannot use the PostgreSQL server at ${databaseTarget(url)}: ${connectionFailure(error)}. Fix it, or unset DATABASE_URL for the embedded database.`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Tries to listen on the address the site will take, and gives it back at once. */
export function portProblem(port: number, host: string): Promise<string | null> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        resolve(`Port ${port} on ${host} is in use (another npm start?): stop it, or choose another with PORT=.`);
      else if (error.code === 'EACCES') resolve(`Port ${port} needs administrator rights here: choose one above 1023 with PORT=.`);
      else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND')
        resolve(`HOST=${host} is not an address of this machine: unset it (loopback) or use HOST=0.0.0.0.`);
      else resolve(`Cannot listen on ${host}:${port}: ${error.message}.`);
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(null)));
  });
}

/** The embedded database's folder is held by another process (api/src/db/pglite-database.ts writes the lock). */
function dataDirProblem(dataDir: string): string | null {
  const lockFile = path.join(dataDir, 'pglite', 'ciao-api.lock');
  if (!existsSync(lockFile)) return null;
  const holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
  if (!Number.isInteger(holder) || holder === process.pid) return null;
  try {
    process.kill(holder, 0);
  } catch {
    return null; // a stale lock of a process that is gone: the database takes it over
  }
  return `The embedded database in ${dataDir} is open in process ${holder} (another npm start?): stop it, or use another DATA_DIR=.`;
}

/**
 * Reads and checks every setting `npm start` depends on, before the build, deploy and seed
 * that take minutes on a fresh clone: each problem is one line that says what to change.
 */
export async function checkStartSettings(env: NodeJS.ProcessEnv, defaultDataDir: string): Promise<SettingsCheck> {
  const problems: string[] = [];
  const port = readPort(env.PORT);
  if (typeof port === 'string') problems.push(port);
  const host = env.HOST?.trim() || DEFAULT_HOST;
  const dataDir = path.resolve(env.DATA_DIR?.trim() || defaultDataDir);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;

  if (typeof port === 'number') {
    const busy = await portProblem(port, host);
    if (busy) problems.push(busy);
  }
  if (databaseUrl) {
    const problem = databaseUrlProblem(databaseUrl) ?? (await databaseProblem(databaseUrl));
    if (problem) problems.push(problem);
  } else {
    const held = dataDirProblem(dataDir);
    if (held) problems.push(held);
  }
  try {
    smtpSettingsFromEnv(env);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  if (problems.length > 0 || typeof port === 'string') return { ok: false, problems };
  return { ok: true, settings: { port, host, dataDir, databaseUrl } };
}
