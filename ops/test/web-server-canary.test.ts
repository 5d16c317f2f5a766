/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createWebServer } from '../src/server/web-server';
import { COHORT_COOKIE, isOnCanary } from '../src/server/cohort';

const STABLE = '1.0.0-stable';
const CANARY = '1.0.1-canary';
let dir: string;
let server: FastifyInstance;

const deployment = (version: string) => ({
  version,
  entry: `/deployments/catalog/${version}/remoteEntry.js`,
  integrity: 'sha384-AAAA',
  deployedAt: '2026-11-27T00:00:00.000Z',
});

function writeRegistry(canaryPercent: number | null): void {
  writeFileSync(
    path.join(dir, 'deployments/registry.json'),
    JSON.stringify({
      schemaVersion: 1,
      updatedAt: new Date().toISOString(),
      remotes: { catalog: { active: deployment(STABLE), pinned: false, history: [] } },
      canaries:
        canaryPercent === null
          ? {}
          : { catalog: { ...deployment(CANARY), percent: canaryPercent, startedAt: '2026-11-27T01:00:00.000Z', startedBy: 'team' } },
    }),
  );
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'web-server-canary-'));
  process.env.DEPLOYMENTS_DIR = path.join(dir, 'deployments');
  const hostDist = path.join(dir, 'host');
  mkdirSync(path.join(hostDist, 'static'), { recursive: true });
  writeFileSync(path.join(hostDist, 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
  for (const version of [STABLE, CANARY]) {
    mkdirSync(path.join(dir, 'deployments/catalog', version), { recursive: true });
    writeFileSync(path.join(dir, 'deployments/catalog', version, 'remoteEntry.js'), `var catalog = "${version}";`);
  }
  writeRegistry(10);
  server = await createWebServer({ hostDist, runtimeConfig: { isProd: false, cookieEnvPrefix: 'local_', localeTimeOffsetFromUtc: 9 } });
});

afterAll(async () => {
  await server.close();
  delete process.env.DEPLOYMENTS_DIR;
  rmSync(dir, { recursive: true, force: true });
});

/** A page view: the catalogue version its inlined registry names, and the cohort cookie it was given, if any. */
async function pageView(cookie?: string): Promise<{ version: string; given: number | null }> {
  const response = await server.inject({ url: '/', headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  expect(response.statusCode).toBe(200);
  const inlined = /<script id="ciao-registry" type="application\/json">(.*?)<\/script>/.exec(response.body)?.[1];
  const setCookie = String(response.headers['set-cookie'] ?? '');
  const given = new RegExp(`${COHORT_COOKIE}=(\\d+)`).exec(setCookie)?.[1];
  return { version: JSON.parse(inlined!).remotes.catalog.active.version, given: given === undefined ? null : Number(given) };
}

test('each new browser is given a cohort, and gets the canary exactly when its cohort is on it', async () => {
  let onCanary = 0;
  for (let visit = 0; visit < 200; visit += 1) {
    const { version, given } = await pageView();
    expect(given).not.toBeNull();
    expect(version).toBe(isOnCanary(given!, 'catalog', { percent: 10 }) ? CANARY : STABLE);
    if (version === CANARY) onCanary += 1;
  }
  // Cohorts are dealt from shuffled decks of the hundred (cohort.ts): 200 new browsers, exactly 20 at 10%.
  expect(onCanary).toBe(20);
});

test('a browser keeps its cohort across page views and /registry.json, and gets stable once the canary is aborted', async () => {
  const canaryCohort = Array.from({ length: 100 }, (_, cohort) => cohort).find((cohort) => isOnCanary(cohort, 'catalog', { percent: 10 }))!;
  const cookie = `${COHORT_COOKIE}=${canaryCohort}`;
  for (let view = 0; view < 10; view += 1) await expect(pageView(cookie)).resolves.toEqual({ version: CANARY, given: null });
  const registry = await server.inject({ url: '/registry.json', headers: { cookie } });
  expect(registry.json().remotes.catalog.active.version).toBe(CANARY);
  expect(registry.headers['set-cookie']).toBeUndefined();
  expect(registry.body).not.toContain('percent');

  writeRegistry(null);
  await expect(pageView(cookie)).resolves.toEqual({ version: STABLE, given: null });
  writeRegistry(10);
});
