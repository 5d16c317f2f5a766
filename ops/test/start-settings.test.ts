/**
 * @jest-environment node
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkStartSettings } from '../src/start-settings';

const ROOT = path.resolve(__dirname, '../..');
let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'start-settings-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** A loopback server holding a port, as another `npm start` would. */
async function holdPort(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return { port: address.port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function problemsOf(env: NodeJS.ProcessEnv): Promise<string[]> {
  const checked = await checkStartSettings(env, dataDir);
  return checked.ok ? [] : checked.problems;
}

describe('npm start checks its settings before building', () => {
  test('a free port, the embedded database and defaults pass, with the values start uses', async () => {
    const free = await holdPort();
    await free.close();
    const checked = await checkStartSettings({ PORT: String(free.port) }, dataDir);
    expect(checked).toEqual({ ok: true, settings: { port: free.port, host: '127.0.0.1', dataDir, databaseUrl: undefined } });
  });

  test('PORT that is not a port number, or empty, is one line each', async () => {
    expect(await problemsOf({ PORT: 'abc' })).toEqual([
      'PORT=abc is not a port number: give a whole number from 1 to 65535 (default 8080).',
    ]);
    expect(await problemsOf({ PORT: '70000' })).toEqual([
      'PORT=70000 is not a port number: give a whole number from 1 to 65535 (default 8080).',
    ]);
    expect(await problemsOf({ PORT: '' })).toEqual(['PORT is set but empty: give a port number (1-65535), or unset PORT for 8080.']);
  });

  test('a port another server holds is named', async () => {
    const held = await holdPort();
    try {
      expect(await problemsOf({ PORT: String(held.port) })).toEqual([
        `Port ${held.port} on 127.0.0.1 is in use (another npm start?): stop it, or choose another with PORT=.`,
      ]);
    } finally {
      await held.close();
    }
  });

  test('a malformed DATABASE_URL is told by its form, before any connection', async () => {
    const free = await holdPort();
    await free.close();
    const port = String(free.port);
    expect(await problemsOf({ PORT: port, DATABASE_URL: 'base' })).toEqual([
      'DATABASE_URL is not a URL: write it as postgres://user:password@host:5432/database, or unset it for the embedded database.',
    ]);
    expect(await problemsOf({ PORT: port, DATABASE_URL: 'mysql://db/base' })).toEqual([
      'DATABASE_URL must start with postgres:// (it starts with mysql://), or unset it for the embedded database.',
    ]);
  });

  test('an unreachable DATABASE_URL, or a server that is not PostgreSQL, is one line naming where it points', async () => {
    const free = await holdPort();
    await free.close();
    expect(await problemsOf({ PORT: String(free.port), DATABASE_URL: `postgres://u:secret@127.0.0.1:${free.port}/base` })).toEqual([
      `DATABASE_URL: cannot use the PostgreSQL server at 127.0.0.1:${free.port}/base: nothing listens there. Fix it, or unset DATABASE_URL for the embedded database.`,
    ]);
    const notPostgres = await holdPort(); // accepts and hangs up at once
    try {
      const [line, ...more] = await problemsOf({
        PORT: String(free.port),
        DATABASE_URL: `postgres://u@127.0.0.1:${notPostgres.port}/base`,
      });
      expect(more).toEqual([]);
      expect(line).toMatch(new RegExp(`^DATABASE_URL: cannot use the PostgreSQL server at 127\\.0\\.0\\.1:${notPostgres.port}/base: `));
      expect(line).not.toContain('secret');
    } finally {
      await notPostgres.close();
    }
  });

  test('SMTP_URL without SITE_URL is one line', async () => {
    const free = await holdPort();
    await free.close();
    expect(await problemsOf({ PORT: String(free.port), SMTP_URL: 'smtp://mail.example:587' })).toEqual([
      'SMTP_URL is set: SITE_URL must name the site as its readers reach it (https://...), the start of every mailed link.',
    ]);
  });

  test('an embedded database another live process holds is named; a stale lock is not', async () => {
    const free = await holdPort();
    await free.close();
    mkdirSync(path.join(dataDir, 'pglite'));
    const lock = path.join(dataDir, 'pglite', 'ciao-api.lock');
    writeFileSync(lock, String(process.ppid));
    expect(await problemsOf({ PORT: String(free.port), DATA_DIR: dataDir })).toEqual([
      `The embedded database in ${dataDir} is open in process ${process.ppid} (another npm start?): stop it, or use another DATA_DIR=.`,
    ]);
    writeFileSync(lock, '999999999');
    expect(await problemsOf({ PORT: String(free.port), DATA_DIR: dataDir })).toEqual([]);
  });

  test('npm start itself answers a bad setting with that line and exit code 1, without building', async () => {
    const run = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'ops/src/start.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: 'abc', DATA_DIR: dataDir },
    });
    let stdout = '';
    let stderr = '';
    run.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    run.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => run.on('close', resolve));
    expect({ code, stdout, stderr }).toEqual({
      code: 1,
      stdout: '',
      stderr: 'PORT=abc is not a port number: give a whole number from 1 to 65535 (default 8080).\n',
    });
  }, 60_000); // starting tsx on a loaded machine takes seconds
});
