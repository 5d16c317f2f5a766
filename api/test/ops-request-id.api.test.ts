import { Writable } from 'node:stream';
import { webTop } from '@ciao/shared/contracts';
import { type Api, startApi } from './support/api-harness';

const lines: Array<Record<string, unknown>> = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let api: Api;
beforeAll(async () => {
  api = await startApi({ fastify: { logger: { level: 'info', stream } } });
});
afterAll(async () => {
  await api.close();
});

test("a caller's x-request-id is echoed and labels every JSON log line of the request", async () => {
  const response = await fetch(`${api.app.listeningOrigin}/api/no/such/call`, { headers: { 'x-request-id': 'edge-42.a:b' } });
  expect(response.headers.get('x-request-id')).toBe('edge-42.a:b');
  const mine = lines.filter((line) => line.reqId === 'edge-42.a:b');
  expect(mine.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  expect(mine.every((line) => typeof line.time === 'number' && typeof line.level === 'number')).toBe(true);
});

test('without one (or with one that is not an id) a fresh UUID is used and echoed', async () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  const plain = await fetch(`${api.app.listeningOrigin}/api/no/such/call`);
  expect(plain.headers.get('x-request-id')).toMatch(uuid);
  const hostile = await fetch(`${api.app.listeningOrigin}/api/no/such/call`, { headers: { 'x-request-id': '<script>alert(1)</script>' } });
  expect(hostile.headers.get('x-request-id')).toMatch(uuid);
  const signed = await api.call(webTop, {}, { headers: { 'x-request-id': 'x'.repeat(129) } });
  expect(signed.body.response_code).toBe(0);
});
