/** @jest-environment node */
import Fastify from 'fastify';
import type { Database } from '../db/database';
import { closeGracefullyOnSignals } from './graceful-shutdown';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a handler whose client went away still finishes before the database closes', async () => {
  const app = Fastify();
  const events: string[] = [];
  const db = { close: async () => void events.push('database closed') } as unknown as Database;
  const exited = new Promise<number>((resolve) => closeGracefullyOnSignals(app, db, { exit: resolve, timeoutMs: 5_000 }));
  let release = () => {};
  const handlerStarted = new Promise<void>((started) => {
    app.get('/slow', async () => {
      started();
      // The handler's queries: still running after the client has gone.
      await new Promise<void>((resolve) => (release = resolve));
      events.push('handler finished');
      return { ok: true };
    });
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });

  const client = new AbortController();
  const request = fetch(`${origin}/slow`, { signal: client.signal }).catch(() => 'aborted');
  await handlerStarted;
  client.abort();
  expect(await request).toBe('aborted');
  process.emit('SIGTERM', 'SIGTERM');
  await pause(200);
  expect(events).toEqual([]);

  release();
  expect(await exited).toBe(0);
  expect(events).toEqual(['handler finished', 'database closed']);
});
