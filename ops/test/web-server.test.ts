/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createWebServer } from '../src/server/web-server';

let dir: string;
let server: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'web-server-'));
  process.env.DEPLOYMENTS_DIR = path.join(dir, 'deployments');
  const hostDist = path.join(dir, 'host');
  mkdirSync(path.join(hostDist, 'static'), { recursive: true });
  writeFileSync(path.join(hostDist, 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
  writeFileSync(path.join(hostDist, 'static/main.1234abcd.js'), 'console.log(1)');
  mkdirSync(path.join(dir, 'deployments/catalog/1.0.0-abc'), { recursive: true });
  writeFileSync(path.join(dir, 'deployments/catalog/1.0.0-abc/remoteEntry.js'), 'var catalog;');
  writeFileSync(
    path.join(dir, 'deployments/registry.json'),
    JSON.stringify({ schemaVersion: 1, updatedAt: '2026-01-01T00:00:00.000Z', remotes: {} }),
  );
  server = await createWebServer({ hostDist, runtimeConfig: { isProd: false, cookieEnvPrefix: 'local_', localeTimeOffsetFromUtc: 9 } });
});

afterAll(async () => {
  await server.close();
  delete process.env.DEPLOYMENTS_DIR;
  rmSync(dir, { recursive: true, force: true });
});

/** A page request with its target exactly as given, over a socket; the status and Location answered. */
async function rawRequest(target: string): Promise<{ status: number; location: string | undefined }> {
  const address = server.server.listening ? server.listeningOrigin : await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = new URL(address);
  const head = await new Promise<string>((resolve, reject) => {
    let text = '';
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: site.test\r\nAccept: text/html\r\nConnection: close\r\n\r\n`);
    });
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
    });
    socket.on('end', () => resolve(text.split('\r\n\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
  const [statusLine = '', ...lines] = head.split('\r\n');
  const location = lines.find((line) => /^location:/i.test(line))?.replace(/^location:\s*/i, '');
  return { status: Number(statusLine.split(' ')[1]), location };
}

describe('the one-port web server', () => {
  it('serves the registry uncached', async () => {
    const response = await server.inject({ url: '/registry.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({ schemaVersion: 1, remotes: {} });
  });

  it('serves versioned remote files and host chunks as immutable', async () => {
    const remote = await server.inject({ url: '/deployments/catalog/1.0.0-abc/remoteEntry.js' });
    expect(remote.statusCode).toBe(200);
    expect(remote.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const chunk = await server.inject({ url: '/static/main.1234abcd.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never serves the mutable registry file from the immutable deployments path', async () => {
    const response = await server.inject({ url: '/deployments/registry.json' });
    expect(response.statusCode).toBe(404);
  });

  it('answers every page address with the host page, registry and config inlined', async () => {
    const response = await server.inject({ url: '/title/00101', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<script id="ciao-registry" type="application/json">');
    expect(response.body).toContain('"cookieEnvPrefix":"local_"');
  });

  it('answers 404 to a missing file that is not a page', async () => {
    const response = await server.inject({ url: '/static/missing.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
  });

  it('redirects a page under the /comics mount to its canonical address with a 301, keeping the query', async () => {
    const response = await server.inject({ url: '/comics/ranking?genre=3&page=2', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/ranking?genre=3&page=2');
  });

  it.each([
    ['/comics', '/'],
    ['/comics/', '/'],
    ['/comics?from=drawer', '/?from=drawer'],
    ['/comics/title/00101/episode/1', '/title/00101/episode/1'],
    ['/comics//evil.example/x', '/evil.example/x'],
  ])('redirects %p to %p', async (url, location) => {
    const response = await server.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  // Browsers read a backslash in a Location as a slash: "/\\evil.example" would be another origin.
  // Sent over a socket as typed (inject would normalise the backslashes away first).
  it.each([
    ['/comics/%5Cevil.example', '/%5Cevil.example'],
    ['/comics/%5C%5Cevil.example', '/%5C%5Cevil.example'],
    ['/comics/\\evil.example', '/evil.example'],
    ['/comics/\\/evil.example', '/evil.example'],
    ['/comics//\\evil.example?x=1', '/evil.example?x=1'],
    ['/comics/x\\y', '/x%5Cy'],
  ])('redirects %p only to a path on the site (%p)', async (url, location) => {
    const answer = await rawRequest(url);
    expect(answer.status).toBe(301);
    expect(answer.location).toBe(location);
    expect(new URL(answer.location ?? '', 'https://site.test').origin).toBe('https://site.test');
  });

  it('serves the canonical address and look-alike paths as pages, without redirecting', async () => {
    for (const url of ['/ranking?genre=3', '/comicsx', '/title/00101/comics/']) {
      const response = await server.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
    }
  });

  it('never redirects the API, the registry or deployment assets, with or without the mount', async () => {
    const registry = await server.inject({ url: '/registry.json', headers: { accept: 'text/html' } });
    expect(registry.statusCode).toBe(200);
    expect(registry.json()).toMatchObject({ schemaVersion: 1 });
    for (const url of [
      '/comics/api/web/top',
      '/comics/registry.json',
      '/comics/deployments/catalog/1.0.0-abc/remoteEntry.js',
      '/comics/static/main.1234abcd.js',
    ]) {
      const response = await server.inject({ url, headers: { accept: 'text/html' } });
      expect([url, response.statusCode === 301, response.headers.location]).toEqual([url, false, undefined]);
    }
  });

  it('does not redirect a request that is not for a document', async () => {
    const response = await server.inject({ url: '/comics/ranking', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
  });
});
