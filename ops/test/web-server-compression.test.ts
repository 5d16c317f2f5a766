/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createWebServer } from '../src/server/web-server';

let dir: string;
let server: FastifyInstance;
// Repetitive on purpose, so each encoding is clearly smaller than the file.
const SCRIPT = `/* chunk */\n${'console.log("ちゃおコミ");\n'.repeat(200)}`;
const ENTRY = `var catalog=${JSON.stringify('x'.repeat(3000))};`;

function writeWithCompressed(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'web-server-compression-'));
  process.env.DEPLOYMENTS_DIR = path.join(dir, 'deployments');
  const hostDist = path.join(dir, 'host');
  mkdirSync(path.join(hostDist, 'static'), { recursive: true });
  writeFileSync(
    path.join(hostDist, 'index.html'),
    `<!doctype html><html><head><title>t</title></head><body>${'<p>ちゃお</p>'.repeat(300)}</body></html>`,
  );
  writeWithCompressed(path.join(hostDist, 'static/main.1234abcd.js'), SCRIPT);
  writeFileSync(path.join(hostDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(hostDist, 'static/plain.1234abcd.js'), SCRIPT);
  mkdirSync(path.join(dir, 'deployments/catalog/1.0.0-abc'), { recursive: true });
  writeWithCompressed(path.join(dir, 'deployments/catalog/1.0.0-abc/remoteEntry.js'), ENTRY);
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

describe('compression by the one-port web server', () => {
  it.each([
    ['/static/main.1234abcd.js', SCRIPT],
    ['/deployments/catalog/1.0.0-abc/remoteEntry.js', ENTRY],
  ])('sends the brotli file next to %s to a browser accepting br, still immutable', async (url, text) => {
    const response = await server.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(text) / 2);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(text);
  });

  it('sends the gzip file to a client accepting only gzip, and the plain file to one accepting neither', async () => {
    const gzip = await server.inject({ url: '/static/main.1234abcd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(SCRIPT);
    const plain = await server.inject({ url: '/static/main.1234abcd.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses a file the build left without a compressed copy on the fly', async () => {
    const response = await server.inject({ url: '/static/plain.1234abcd.js', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(SCRIPT);
  });

  it('compresses the host page', async () => {
    const response = await server.inject({ url: '/', headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toContain('<script id="ciao-registry"');
  });

  it.each([
    ['gzip;q=1, br;q=0.1', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br', 'br'],
  ])('compresses the host page as the q-values of %s choose: %s', async (acceptEncoding, chosen) => {
    const response = await server.inject({ url: '/', headers: { accept: 'text/html', 'accept-encoding': acceptEncoding } });
    expect(response.headers['content-encoding']).toBe(chosen);
    const page = chosen === 'br' ? brotliDecompressSync(response.rawPayload) : gunzipSync(response.rawPayload);
    expect(page.toString('utf8')).toContain('<script id="ciao-registry"');
  });

  it('sends the host page plain to a client that accepts no compression', async () => {
    const response = await server.inject({ url: '/', headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('<script id="ciao-registry"');
  });

  it('answers what is not a page with a plain 404: a missing script, a document under /api, a POST', async () => {
    const script = await server.inject({ url: '/static/missing.js', headers: { accept: '*/*' } });
    const api = await server.inject({ url: '/api/nope', headers: { accept: 'text/html' } });
    const post = await server.inject({ method: 'POST', url: '/title/00101', headers: { accept: 'text/html' } });
    expect([script.statusCode, api.statusCode, post.statusCode]).toEqual([404, 404, 404]);
    expect(api.body).toBe('Not Found');
    const head = await server.inject({ method: 'HEAD', url: '/ranking', headers: { accept: 'text/html' } });
    expect([head.statusCode, head.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
  });
});

describe('the icon', () => {
  it.each(['/favicon.ico', '/favicon.svg'])('is served at %s, cached a day', async (url) => {
    const response = await server.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toContain('<svg');
  });
});
