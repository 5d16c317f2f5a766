/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiUpstreamsFromEnv } from '../src/server/api-proxy';
import { createWebServer } from '../src/server/web-server';

interface Seen {
  upstream: number;
  method: string;
  url: string;
  body: string;
  clientIp: string | undefined;
  host: string | undefined;
}

/** A stand-in API process that answers what it received. */
function fakeApi(id: number): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      const seen: Seen = {
        upstream: id,
        method: request.method ?? '',
        url: request.url ?? '',
        body,
        clientIp: request.headers['x-ciao-client-ip'] as string | undefined,
        host: request.headers.host,
      };
      response.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'local_ciao_session=abc; HttpOnly' });
      response.end(JSON.stringify(seen));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })),
  );
}

let dir: string;
let web: FastifyInstance;
let origin: string;
const apis: Array<{ server: Server; origin: string }> = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'web-proxy-'));
  process.env.DEPLOYMENTS_DIR = path.join(dir, 'deployments');
  mkdirSync(path.join(dir, 'host', 'static'), { recursive: true });
  writeFileSync(path.join(dir, 'host', 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
  apis.push(await fakeApi(1), await fakeApi(2));
  web = await createWebServer({
    hostDist: path.join(dir, 'host'),
    runtimeConfig: { isProd: false, cookieEnvPrefix: 'local_', localeTimeOffsetFromUtc: 9 },
    apiUpstreams: apis.map((api) => api.origin),
  });
  origin = await web.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await web.close();
  for (const api of apis) api.server.close();
  delete process.env.DEPLOYMENTS_DIR;
  rmSync(dir, { recursive: true, force: true });
});

describe('the web server in front of several API processes (API_UPSTREAMS)', () => {
  it('forwards /api calls to the upstreams in turn, with path, query, body and answer headers intact', async () => {
    const answers: Seen[] = [];
    for (let call = 0; call < 4; call += 1) {
      const response = await fetch(`${origin}/api/episode/list?x=${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `episode_id_list=1010${call}`,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toBe('local_ciao_session=abc; HttpOnly');
      answers.push((await response.json()) as Seen);
    }
    expect(answers.map((seen) => seen.upstream)).toEqual([1, 2, 1, 2]);
    expect(answers[3]).toMatchObject({ method: 'POST', url: '/api/episode/list?x=3', body: 'episode_id_list=10103' });
    expect(answers[3]?.host).toBe(new URL(origin).host);
  });

  it("sets the client address from the socket, never from the browser's header", async () => {
    const response = await fetch(`${origin}/api/web/top`, { headers: { 'x-ciao-client-ip': '6.6.6.6' } });
    expect(((await response.json()) as Seen).clientIp).toBe('127.0.0.1');
  });

  it('answers 502 with the API envelope when an upstream does not answer', async () => {
    const closed = await fakeApi(3);
    await new Promise((resolve) => closed.server.close(resolve));
    const lonely = await createWebServer({
      hostDist: path.join(dir, 'host'),
      runtimeConfig: { isProd: false, cookieEnvPrefix: 'local_', localeTimeOffsetFromUtc: 9 },
      apiUpstreams: [closed.origin],
    });
    const lonelyOrigin = await lonely.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`${lonelyOrigin}/api/web/top`);
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ response_code: 1099, message: 'API unavailable' });
    } finally {
      await lonely.close();
    }
  });

  it('reads API_UPSTREAMS as a comma-separated list', () => {
    expect(apiUpstreamsFromEnv({ API_UPSTREAMS: 'http://api1:8081, http://api2:8081' })).toEqual(['http://api1:8081', 'http://api2:8081']);
    expect(apiUpstreamsFromEnv({})).toBeUndefined();
  });
});
