/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createWebServer } from '../src/server/web-server';

let dir: string;

async function serverFor(isProd: boolean, gtmContainerId?: string): Promise<FastifyInstance> {
  return createWebServer({
    hostDist: path.join(dir, 'host'),
    runtimeConfig: {
      isProd,
      cookieEnvPrefix: isProd ? '' : 'local_',
      localeTimeOffsetFromUtc: 9,
      ...(gtmContainerId ? { gtmContainerId } : {}),
    },
  });
}

/** The policy as directive -> sources. */
function directives(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'web-security-'));
  process.env.DEPLOYMENTS_DIR = path.join(dir, 'deployments');
  mkdirSync(path.join(dir, 'host/static'), { recursive: true });
  writeFileSync(path.join(dir, 'host/index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
  writeFileSync(path.join(dir, 'host/static/main.1234abcd.js'), 'console.log(1)');
  mkdirSync(path.join(dir, 'deployments'), { recursive: true });
  writeFileSync(
    path.join(dir, 'deployments/registry.json'),
    JSON.stringify({ schemaVersion: 1, updatedAt: '2026-01-01T00:00:00.000Z', remotes: {} }),
  );
});

afterAll(() => {
  delete process.env.DEPLOYMENTS_DIR;
  rmSync(dir, { recursive: true, force: true });
});

describe('security headers of the web server', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await serverFor(false);
  });
  afterAll(() => server.close());

  it('sends the host page a CSP of our own scripts, nonced styles, no framing, and the nonce in the page', async () => {
    const response = await server.inject({ url: '/ranking', headers: { accept: 'text/html' } });
    const policy = directives(response.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    const styles = policy.get('style-src') ?? [];
    expect(styles).not.toContain("'unsafe-inline'");
    const nonce = /^'nonce-([A-Za-z0-9+/=]{20,})'$/.exec(styles.find((source) => source.startsWith("'nonce-")) ?? '')?.[1];
    expect(nonce).toBeDefined();
    expect(response.body).toContain(`<head><meta property="csp-nonce" nonce="${nonce}" />`);
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('with a tag manager container configured, allows its origin for scripts, images and connections, and inlines its id', async () => {
    const withTagManager = await serverFor(false, 'GTM-AB12CD');
    try {
      const response = await withTagManager.inject({ url: '/', headers: { accept: 'text/html' } });
      const policy = directives(response.headers['content-security-policy']);
      for (const directive of ['script-src', 'img-src', 'connect-src']) {
        expect(policy.get(directive)).toEqual(["'self'", 'https://www.googletagmanager.com']);
      }
      expect(response.body).toContain('"gtmContainerId":"GTM-AB12CD"');
    } finally {
      await withTagManager.close();
    }
  });

  it('gives every host page answer its own nonce', async () => {
    const nonces = await Promise.all(
      [1, 2, 3].map(async () => {
        const response = await server.inject({ url: '/', headers: { accept: 'text/html' } });
        return directives(response.headers['content-security-policy']).get('style-src')?.join(' ');
      }),
    );
    expect(new Set(nonces).size).toBe(3);
  });

  it('forbids framing of files and the registry too, and sends no HSTS outside production', async () => {
    for (const url of ['/registry.json', '/static/main.1234abcd.js', '/static/missing.js']) {
      const response = await server.inject({ url });
      expect(response.headers['content-security-policy']).toBe("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('in production', () => {
  it('adds HSTS to every answer', async () => {
    const server = await serverFor(true);
    try {
      for (const request of [{ url: '/', headers: { accept: 'text/html' } }, { url: '/registry.json' }]) {
        const response = await server.inject(request);
        expect(response.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      }
    } finally {
      await server.close();
    }
  });
});
