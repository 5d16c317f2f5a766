import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const API_DIR = path.resolve(__dirname, '..', '..');

/** `api/src/main.ts` running as its own process, as production runs it, with its JSON log lines kept. */
export interface ApiProcess {
  child: ChildProcess;
  origin: string;
  logs: () => Array<Record<string, unknown>>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  stop: () => Promise<number | null>;
}

/** Starts main.ts on a free port with `env` over the current environment; resolves once it listens. */
export function startApiProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ApiProcess> {
  // Node with tsx's loader rather than the tsx command, which runs the server in a second process:
  // here `child` is the server itself, so a SIGKILL kills it (a crash, not a shutdown).
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(API_DIR, 'src', 'main.ts')], {
    cwd: API_DIR,
    env: { ...process.env, API_PORT: '0', API_HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Array<Record<string, unknown>> = [];
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`API process did not listen within ${timeoutMs} ms; stderr: ${stderr}`));
    }, timeoutMs);
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const complete = buffered.split('\n');
      buffered = complete.pop() ?? '';
      for (const line of complete) {
        try {
          const entry = JSON.parse(line) as Record<string, unknown>;
          lines.push(entry);
          const listening = typeof entry.msg === 'string' ? /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(entry.msg) : null;
          if (listening?.[1]) {
            clearTimeout(timer);
            resolve({
              child,
              origin: listening[1],
              logs: () => lines,
              exited,
              stop: async () => {
                if (child.exitCode === null) child.kill('SIGTERM');
                return exited;
              },
            });
          }
        } catch {
          // Not a log line (tsx's own output): ignored.
        }
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`API process exited (${code}) before listening; stderr: ${stderr}`));
    });
  });
}

/** A private database for a child API process on this run's tier: env to pass it, and its removal. */
export async function childDatabaseEnv(): Promise<{ env: Record<string, string>; dispose: () => Promise<void> }> {
  const { TEST_DB_KIND, TEST_TEMPLATE_KEY, copyPgliteTemplate, seedTestTemplate } = await import('./test-database');
  if (TEST_DB_KIND === 'postgres') {
    const { createPostgresTestDatabase } = await import('./postgres-test-database');
    const created = await createPostgresTestDatabase(TEST_TEMPLATE_KEY, seedTestTemplate);
    return { env: { DATABASE_URL: created.url }, dispose: created.drop };
  }
  const copy = await copyPgliteTemplate();
  return { env: { DATA_DIR: copy.dataDir, DATABASE_URL: '' }, dispose: async () => copy.dispose() };
}
