import { connect, type Socket } from 'node:net';
import { episodeList, SIGNATURE_HEADER, signParams } from '@ciao/shared/contracts';
import { toWire } from './support/api-harness';
import { type ApiProcess, childDatabaseEnv, startApiProcess } from './support/api-process';

jest.setTimeout(90_000);

let api: ApiProcess;
let disposeDatabase: () => Promise<void>;
beforeAll(async () => {
  const database = await childDatabaseEnv();
  disposeDatabase = database.dispose;
  api = await startApiProcess({ ...database.env, REDIS_URL: '' });
});
afterAll(async () => {
  await api.stop();
  await disposeDatabase();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readAll(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    // The server closes the socket after its last answer (connection: close while shutting down).
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

test('SIGTERM stops accepting, lets a slow in-flight request finish, then exits 0', async () => {
  const { port } = new URL(api.origin);
  const wire = toWire({ episode_id_list: '10101' });
  const body = new URLSearchParams(wire).toString();
  const socket = connect(Number(port), '127.0.0.1');
  const answer = readAll(socket);
  // A slow client: headers and half the body now, the rest after the server was told to stop.
  socket.write(
    [
      `POST /api${episodeList.path} HTTP/1.1`,
      `host: 127.0.0.1:${port}`,
      'content-type: application/x-www-form-urlencoded',
      `content-length: ${Buffer.byteLength(body)}`,
      `${SIGNATURE_HEADER}: ${await signParams(wire)}`,
      'x-request-id: slow-one',
      '',
      body.slice(0, 10),
    ].join('\r\n'),
  );
  await pause(300);
  api.child.kill('SIGTERM');
  await pause(500);

  // No new connection is accepted while the slow one is still being served.
  await expect(fetch(`${api.origin}/api/web/status`)).rejects.toThrow();
  expect(api.child.exitCode).toBeNull();

  // write, not end: a half-closed socket is one whose request Node abandons.
  socket.write(body.slice(10));
  const raw = await answer;
  expect(raw).toMatch(/^HTTP\/1\.1 200 OK/);
  expect(raw).toMatch(/x-request-id: slow-one/i);
  expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toMatchObject({ response_code: 0 });

  expect(await api.exited).toBe(0);
  const messages = api.logs().map((line) => line.msg);
  expect(messages).toEqual(expect.arrayContaining(['shutting down: finishing in-flight requests', 'shut down cleanly']));
});
