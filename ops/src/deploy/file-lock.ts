import { closeSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const STALE_AFTER_MS = 30_000;

/**
 * Serializes writers of one file across processes (two teams deploying at once): an
 * exclusive lock file created with O_EXCL. A lock older than 30 s is treated as left by
 * a crashed process and removed.
 */
export async function withFileLock<T>(lockPath: string, work: () => Promise<T> | T, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (isStale(lockPath)) {
        rmSync(lockPath, { force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${lockPath}`);
      await sleep(25 + Math.random() * 50);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockPath, { force: true });
  }
}

function isStale(lockPath: string): boolean {
  try {
    return Date.now() - statSync(lockPath).mtimeMs > STALE_AFTER_MS;
  } catch {
    return false;
  }
}
