import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

export interface ShutdownOptions {
  /** After this long, exit anyway (a client that never finishes its request). Default 10 s. */
  timeoutMs?: number;
  exit?: (code: number) => void;
}

/**
 * SIGTERM / SIGINT: stop accepting connections, let every request already being served finish,
 * then close the database. Fastify's close stops the listener and drops idle keep-alive sockets
 * but resolves before a request still reading its body has answered (seen here), so requests
 * are tracked from their first byte to their answer and shutdown waits until none is left.
 * A second signal, or the timeout, exits at once. Call before `listen` (it adds hooks).
 */
export function closeGracefullyOnSignals(app: FastifyInstance, db: Database, options: ShutdownOptions = {}): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  // Each request from its first byte until its response closes (sent, or the socket gone): one
  // 'close' per response, so the set cannot miscount the way paired hooks can on aborts.
  const inFlight = new Set<object>();
  // A client that goes away closes its response while the handler still runs (its queries
  // included): each handler counts from its start until it replies (onSend runs even when
  // nobody is left to read), so the database is not closed under it.
  const handling = new Set<object>();
  let drained: (() => void) | null = null;
  const settle = () => {
    if (inFlight.size === 0 && handling.size === 0) drained?.();
  };
  app.addHook('onRequest', (request, reply, done) => {
    inFlight.add(request.raw);
    reply.raw.once('close', () => {
      inFlight.delete(request.raw);
      settle();
    });
    done();
  });
  app.addHook('preHandler', (request, _reply, done) => {
    handling.add(request.raw);
    done();
  });
  let closing = false;
  // A keep-alive socket would hold the close open until its timeout: the last answer on it closes it.
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (closing) reply.header('connection', 'close');
    handling.delete(request.raw);
    settle();
    done();
  });
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
      const idle = inFlight.size === 0 && handling.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (drained = resolve));
      await app.close();
      await idle;
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
