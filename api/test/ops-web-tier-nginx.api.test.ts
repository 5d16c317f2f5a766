import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync, gunzipSync } from 'node:zlib';
import { CLIENT_IP_HEADER, CLIENT_REGION_HEADER, SIGNATURE_HEADER, signParams, webTop } from '@ciao/shared/contracts';
import { toWire } from './support/api-harness';
import { type ApiProcess, childDatabaseEnv, startApiProcess } from './support/api-process';
import { type WebNodeProcess, startWebNode } from '../../ops/test/support/web-node-process';
import { type NginxWebTier, startNginxWebTier } from './support/nginx-web-tier';

// Production's web tier (docker-compose.yml): Debian's nginx with ops/nginx/ciao.conf.template in
// front of two web nodes (ops/src/web-node.ts) and two API processes. It fails, never skips, when
// nginx is missing (.ci/run installs it). ops/test/delivery-tier.api.test.ts runs the same tier on
// the shared stores (S3 and PostgreSQL) through deploys and rollbacks.
jest.setTimeout(300_000);

const FORGED_ADDRESS = '203.0.113.77';
const DENIED_REGION = 'ZZ';
const ENTRY = 'catalog/1.0.0-abcdef0123/remoteEntry.js';
/** What the web nodes mark their first screens' calls with, shared with the API processes. */
const INTERNAL_CALL_SECRET = randomBytes(32).toString('hex');

let site: string;
let apis: ApiProcess[] = [];
let nodes: WebNodeProcess[] = [];
let web: NginxWebTier;
const disposals: Array<() => Promise<void>> = [];

/** A latest link and where it goes, which the stand-in host server bundle below names (as route-heads.ts does from the API). */
const LATEST = { link: '/title/00101/latest/episode', episode: '/title/00101/episode/10105' };

/**
 * The host's server bundle (host/src/server/first-screen.tsx), standing in: every page starts in
 * the browser (no head, as without a bundle), but a latest link, which is a redirect (302) to the
 * episode it names, as the real bundle answers it (host/src/server/first-screen.test.tsx).
 */
const HOST_SERVER_BUNDLE = `
exports.serverStyles = () => '';
exports.clearServerStyles = () => undefined;
exports.sharedModules = {};
exports.routeRemote = () => null;
exports.LANGUAGE_COOKIE = 'ciao_lang';
exports.detectLanguage = () => 'ja';
const page = ({ url }) =>
  new URL(url).pathname === ${JSON.stringify(LATEST.link)}
    ? { status: 302, location: ${JSON.stringify(LATEST.episode)}, head: '', screen: null }
    : null;
exports.renderFirstScreen = async (request) => page(request);
exports.renderHead = async (request) => page(request);
`;

/** A host build and one deployed remote as the builds write them: a .gz beside the file. */
function writeSite(root: string): { hostRoot: string; deploymentsRoot: string } {
  const hostRoot = path.join(root, 'host');
  const deploymentsRoot = path.join(root, 'deployments');
  mkdirSync(path.join(hostRoot, 'static'), { recursive: true });
  mkdirSync(path.join(hostRoot, 'server'), { recursive: true });
  writeFileSync(path.join(hostRoot, 'index.html'), '<!doctype html><html lang="ja"><head><title>ciao</title></head><body></body></html>');
  writeFileSync(path.join(hostRoot, 'server', 'host.js'), HOST_SERVER_BUNDLE);
  const entry = path.join(deploymentsRoot, ENTRY);
  mkdirSync(path.dirname(entry), { recursive: true });
  const code = `${'export const line = "漫画を読む";\n'.repeat(200)}`;
  writeFileSync(entry, code);
  writeFileSync(`${entry}.gz`, gzipSync(code));
  writeFileSync(`${entry}.map`, '{"version":3,"sources":["the team\'s source"]}');
  mkdirSync(path.join(path.dirname(entry), 'server'), { recursive: true });
  writeFileSync(path.join(path.dirname(entry), 'server', 'catalog.js'), 'module.exports = {};\n');
  writeFileSync(path.join(deploymentsRoot, 'registry.json'), '{"schemaVersion":1,"updatedAt":"2026-01-01T00:00:00.000Z","remotes":{}}\n');
  return { hostRoot, deploymentsRoot };
}

beforeAll(async () => {
  site = mkdtempSync(path.join(tmpdir(), 'ciao-web-tier-'));
  chmodSync(site, 0o755);
  const { hostRoot, deploymentsRoot } = writeSite(site);
  // Each process on its own copy of the seeded database (PGlite cannot share one): /web/top
  // answers the same on both.
  const databases = await Promise.all([childDatabaseEnv(), childDatabaseEnv()]);
  for (const database of databases) disposals.push(database.dispose);
  apis = await Promise.all(
    databases.map((database) =>
      startApiProcess({
        ...database.env,
        IMAGE_SIGNING_KEY: 'web-tier-key',
        INTERNAL_CALL_SECRET,
        TRUSTED_PROXIES: '127.0.0.1',
        DENIED_REGIONS: DENIED_REGION,
        RATE_LIMIT_MAX: '100000',
        RATE_LIMIT_WINDOW_MS: '3600000',
      }),
    ),
  );
  const [one, two] = apis.map((api) => new URL(api.origin).host);
  // Both web nodes on the same version folder and registry file here (the shared stores are
  // ops/test/delivery-tier.api.test.ts's); nginx is their trusted proxy.
  nodes = await Promise.all(
    apis.map((api) =>
      startWebNode({
        NODE_ENV: 'production',
        API_ORIGIN: api.origin,
        INTERNAL_CALL_SECRET,
        HOST_DIST: hostRoot,
        DEPLOYMENTS_DIR: deploymentsRoot,
        DEPLOY_STORE: 'folder',
        DEPLOY_REGISTRY_URL: '',
        TRUSTED_PROXIES: '127.0.0.1',
      }),
    ),
  );
  web = await startNginxWebTier({
    CIAO_WEB_1: nodes[0]!.address,
    CIAO_WEB_2: nodes[1]!.address,
    CIAO_API_1: one ?? '',
    CIAO_API_2: two ?? '',
    // Every request of this file comes from one loopback address, faster than a reader's 10 pages a
    // second on a quiet machine (a page met 429 in the failover test): the page limit itself is
    // ops-web-tier-limits.api.test.ts's.
    CIAO_PAGE_RATE: '100000r/s',
    CIAO_PAGE_BURST: '100000',
  });
});

afterAll(async () => {
  await web?.stop();
  await Promise.all(nodes.map((node) => node.stop()));
  await Promise.all(apis.map((api) => api.stop()));
  for (const dispose of disposals) await dispose();
  rmSync(site, { recursive: true, force: true });
});

/** GET /api/web/top signed as the web client signs it, through `origin`. */
async function top(origin: string, headers: Record<string, string> = {}) {
  const wire = toWire({});
  const response = await fetch(`${origin}/api${webTop.path}?${new URLSearchParams(wire)}`, {
    headers: { [SIGNATURE_HEADER]: await signParams(wire), ...headers },
  });
  return { status: response.status, body: (await response.json()) as { response_code: number } };
}

/** A GET whose body stays as sent (fetch would decode a gzip answer). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/** /web/top calls each process answered, from its own request log. */
function servedTop(api: ApiProcess): number {
  const topIds = new Set(
    api
      .logs()
      .filter((line) => String((line.req as { url?: string } | undefined)?.url ?? '').includes(webTop.path))
      .map((line) => line.reqId),
  );
  return api.logs().filter((line) => line.msg === 'request completed' && topIds.has(line.reqId)).length;
}

test('a steady stream of reads loses no call when one API process dies mid-stream; the survivor serves the rest', async () => {
  const [victim, survivor] = apis as [ApiProcess, ApiProcess];
  const WORKERS = 4;
  const BEFORE_KILL = 120;
  const TOTAL = 400;
  let sent = 0;
  let failed = 0;
  let survivorAtKill = -1;
  let victimAtKill = -1;
  let sentAfterKill = 0;
  const failures: string[] = [];
  const inFlight = new Set<Promise<void>>();
  let gate: Promise<void> | null = null;
  // A response the dying process was already writing cannot be retried by nginx (its headers are
  // on their way to the reader), behind any proxy. So the kill falls between calls: the calls in
  // flight finish, the process dies with its keep-alive connections to nginx open, and the calls
  // that follow meet a dead process (reset or refused), which nginx must route around.
  const killBetweenCalls = async () => {
    await Promise.all([...inFlight]);
    // Counted before the signal: the dead process serves nothing after this.
    victimAtKill = servedTop(victim);
    survivorAtKill = servedTop(survivor);
    victim.child.kill('SIGKILL');
  };
  const one = async () => {
    try {
      const answer = await top(web.origin);
      if (answer.status !== 200 || answer.body.response_code !== 0) {
        failed += 1;
        failures.push(`${answer.status} ${JSON.stringify(answer.body)}`);
      }
    } catch (error) {
      failed += 1;
      failures.push(`${String(error)} (${String((error as Error).cause ?? '')})`);
    }
  };
  const worker = async () => {
    while (sent < TOTAL) {
      if (sent + 1 === BEFORE_KILL && gate === null) gate = killBetweenCalls();
      if (gate !== null) await gate;
      if (sent >= TOTAL) break;
      sent += 1;
      if (survivorAtKill >= 0) sentAfterKill += 1;
      const call = one();
      inFlight.add(call);
      await call;
      inFlight.delete(call);
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  await victim.exited;
  // The survivor's log lines reach the test through a pipe, a moment after its answers: wait
  // (at most 5 s) for the lines of the last calls before counting them (CI once counted 278 of 281).
  const settled = Date.now() + 5_000;
  while (servedTop(survivor) - survivorAtKill < sentAfterKill && Date.now() < settled)
    await new Promise((resolve) => setTimeout(resolve, 50));

  const figures = {
    sent,
    failed,
    servedByVictimBeforeKill: victimAtKill,
    servedBySurvivorBeforeKill: survivorAtKill,
    sentAfterKill,
    servedBySurvivorAfterKill: servedTop(survivor) - survivorAtKill,
  };
  console.log(`web tier failover: ${JSON.stringify(figures)}`);
  if (failed > 0) console.log(`nginx error log:\n${web.errorLog()}`);
  expect(failures).toEqual([]);
  expect(failed).toBe(0);
  // Round robin shared the stream before the kill...
  expect(victimAtKill).toBeGreaterThan(10);
  expect(survivorAtKill).toBeGreaterThan(10);
  // ...and after it the survivor answered every call sent (and any the victim held when it died).
  expect(figures.servedBySurvivorAfterKill).toBeGreaterThanOrEqual(sentAfterKill);
  expect(victim.child.signalCode).toBe('SIGKILL');
});

test('deployment files are immutable for a year and sent precompressed; the registry and host page are no-cache', async () => {
  const entry = await rawGet(`${web.origin}/deployments/${ENTRY}`, { 'accept-encoding': 'gzip' });
  expect(entry.status).toBe(200);
  expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(entry.headers['content-encoding']).toBe('gzip');
  expect(entry.headers.vary).toMatch(/accept-encoding/i);
  // The build's .gz itself, not a compression made on the fly.
  expect(entry.body.equals(readFileSync(path.join(site, 'deployments', `${ENTRY}.gz`)))).toBe(true);
  expect(gunzipSync(entry.body).toString()).toContain('漫画を読む');
  const plain = await rawGet(`${web.origin}/deployments/${ENTRY}`, {});
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toContain('漫画を読む');

  const registry = await fetch(`${web.origin}/registry.json`);
  expect(registry.headers.get('cache-control')).toBe('no-cache');
  expect(await registry.json()).toMatchObject({ schemaVersion: 1, remotes: {} });
  // The registry is served at its own address only, never as a deployment file.
  expect((await fetch(`${web.origin}/deployments/registry.json`)).status).toBe(404);

  const page = await fetch(`${web.origin}/title/101`, { headers: { accept: 'text/html' } });
  expect(page.status).toBe(200);
  expect(page.headers.get('cache-control')).toBe('no-cache');
  const html = await page.text();
  const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1];
  expect(nonce).toBeTruthy();
  expect(page.headers.get('content-security-policy')).toContain(`style-src 'self' 'nonce-${nonce}'`);
  expect(page.headers.get('x-frame-options')).toBe('DENY');
  expect(html).toContain('<script id="ciao-registry" type="application/json">{"schemaVersion":1');
  expect(html).toContain('<script id="ciao-config" type="application/json">{"isProd":true');

  const mounted = await fetch(`${web.origin}/comics/ranking?page=2`, { headers: { accept: 'text/html' }, redirect: 'manual' });
  expect(mounted.status).toBe(301);
  expect(mounted.headers.get('location')).toBe('/ranking?page=2');
  expect((await fetch(`${web.origin}/no-such-file.js`)).status).toBe(404);
});

/** A page request with its target exactly as given (fetch would normalise it), over a socket: status and Location. */
function rawPageRequest(origin: string, target: string): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = connect(Number(port), hostname, () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: site.test\r\nAccept: text/html\r\nConnection: close\r\n\r\n`);
    });
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
    });
    socket.on('end', () => {
      const [statusLine = '', ...lines] = (text.split('\r\n\r\n')[0] ?? '').split('\r\n');
      const location = lines.find((line) => /^location:/i.test(line))?.replace(/^location:\s*/i, '');
      resolve({ status: Number(statusLine.split(' ')[1]), location });
    });
    socket.on('error', reject);
  });
}

// nginx's $uri is percent-decoded: a redirect built from it sent /comics/%5Cevil.example to
// "/\\evil.example", which browsers follow to another origin (and %0d%0a would split the answer).
test.each([
  ['/comics/%5Cevil.example', '/%5Cevil.example'],
  ['/comics/%5C%5Cevil.example?x=1', '/%5C%5Cevil.example?x=1'],
  ['/comics/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ['/comics/\\evil.example', '/evil.example'],
  ['/comics//\\/evil.example', '/evil.example'],
  ['/comics/x%0d%0aSet-Cookie:%20a=b', '/x%0d%0aSet-Cookie:%20a=b'],
])('the /comics redirect of %p stays on the site (%p)', async (target, location) => {
  const answer = await rawPageRequest(web.origin, target);
  expect(answer).toEqual({ status: 301, location });
  expect(new URL(location, 'https://site.test').origin).toBe('https://site.test');
});

test("a latest link is the web node's redirect, passed on as it is: a path on the site, the link's query kept", async () => {
  for (const method of ['GET', 'HEAD']) {
    const answer = await fetch(`${web.origin}${LATEST.link}?lang=en`, { method, headers: { accept: 'text/html' }, redirect: 'manual' });
    expect([method, answer.status, answer.headers.get('location')]).toEqual([method, 302, `${LATEST.episode}?lang=en`]);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  }
  // Whatever Host the reader sent: the Location is a path, never an origin nginx or the node made up.
  expect(await rawPageRequest(web.origin, LATEST.link)).toEqual({ status: 302, location: LATEST.episode });
});

test("a remote's server bundle, source maps and a version's file list are never served, by nginx or by a node", async () => {
  const version = path.dirname(ENTRY);
  for (const file of [`${version}/server/catalog.js`, `${ENTRY}.map`, `${version}/.ciao-version.json`]) {
    expect([file, (await fetch(`${web.origin}/deployments/${file}`)).status]).toEqual([file, 404]);
    for (const node of nodes) expect([file, (await fetch(`${node.origin}/deployments/${file}`)).status]).toEqual([file, 404]);
  }
  // The node serves the entry itself (it is the map and the bundle that are refused, not the folder).
  expect((await fetch(`${nodes[0]!.origin}/deployments/${ENTRY}`)).status).toBe(200);
});

test('pages keep coming when one web node dies: nginx sends them to the other', async () => {
  const [victim, survivor] = nodes as [WebNodeProcess, WebNodeProcess];
  victim.child.kill('SIGKILL');
  await victim.exited;
  const statuses: number[] = [];
  for (let index = 0; index < 20; index += 1) {
    statuses.push((await fetch(`${web.origin}/ranking`, { headers: { accept: 'text/html' } })).status);
    statuses.push((await fetch(`${web.origin}/registry.json`)).status);
  }
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  expect(survivor.child.exitCode).toBeNull();
});

test("nginx overwrites the reader's address and drops the region a client sends", async () => {
  // The API's mail outbox answers loopback clients only: directly, a forged address is refused...
  const outbox = '/api/dev/outbox';
  const forged = { [CLIENT_IP_HEADER]: FORGED_ADDRESS };
  const survivor = apis.find((api) => api.child.exitCode === null && api.child.signalCode === null) as ApiProcess;
  expect((await fetch(`${survivor.origin}${outbox}`, { headers: forged })).status).toBe(404);
  // ...through nginx the header names the real peer (loopback), whatever the client put in it.
  expect((await fetch(`${web.origin}${outbox}`, { headers: forged })).status).toBe(200);

  // A trusted proxy's region is believed (DENIED_REGIONS refuses it); nginx never passes one on.
  const region = { [CLIENT_REGION_HEADER]: DENIED_REGION };
  expect((await top(survivor.origin, { [CLIENT_IP_HEADER]: '127.0.0.1', ...region })).body.response_code).toBe(1097);
  expect(await top(web.origin, region)).toMatchObject({ status: 200, body: { response_code: 0 } });
});
