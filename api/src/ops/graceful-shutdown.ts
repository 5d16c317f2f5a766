import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

export interface ShutdownOptions {
  /** After this long, exit anyway (a client that never finishes its request). Default 10 s. */
  timeoutMs?: number;
  exit?: (code: number) => void;
}

/**
 * SIGTERM / SIGINT: stop accepting connections, let every request already being served finish
 * (Fastify's close waits for them and drops only idle keep-alive sockets), then close the
 * database. A second signal, or the timeout, exits at once.
 */
export function closeGracefullyOnSignals(app: FastifyInstance, db: Database, options: ShutdownOptions = {}): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting without waiting');
      exit(1);
      return;
    }
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out: exiting with requests still open');
      exit(1);
    }, options.timeoutMs ?? 10_000);
    timer.unref();
    try {
      await app.close();
      await db.close();
      app.log.info('shut down cleanly');
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      exit(1);
    }
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
