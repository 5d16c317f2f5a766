import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SIGNATURE_HEADER, signParams, webTop } from '@ciao/shared/contracts';
import { hashFolder, integrityOfBytes, serializeVersionFiles, VERSION_FILES } from '../../ops/src/deploy/version-files';
import { PAGE_LIMIT } from '../../ops/src/nginx/nginx-config';
import { type WebNodeProcess, startWebNode } from '../../ops/test/support/web-node-process';
import { toWire } from './support/api-harness';
import { type ApiProcess, childDatabaseEnv, startApiProcess } from './support/api-process';
import { type NginxWebTier, startNginxWebTier } from './support/nginx-web-tier';

// The limits of production's tier (docker-compose.yml) with its processes apart: Debian's nginx
// (ops/nginx/ciao.conf.template) in front of a web node (ops/src/web-node.ts) whose first screens
// call an API process (api/src/main.ts) over HTTP. Readers are told apart by the loopback address
// they connect from (127.0.0.0/8 is all loopback on Linux). The host and remote server bundles are
// stand-ins of the real ones' shape (as in ops/test/web-server-first-screen.test.ts), whose render
// calls the real API's /web/top and fails when it is refused.
jest.setTimeout(300_000);

const SECRET = randomBytes(32).toString('hex');
/** The API's limit per address (an hour-long window, so no count straddles two). */
const API_LIMIT = 5;
const RENDERED = 'first-screen-rendered';

let site: string;
let api: ApiProcess;
let node: WebNodeProcess;
let web: NginxWebTier;
const disposals: Array<() => Promise<void>> = [];

function hostBundle(topUrl: string, signature: string): string {
  return `
exports.serverStyles = () => '';
exports.clearServerStyles = () => {};
exports.sharedModules = {};
exports.routeRemote = (pathname) => (pathname === '/' || pathname.startsWith('/p/') ? { remote: 'catalog', expose: './TopPage' } : null);
exports.LANGUAGE_COOKIE = 'ciao_lang';
exports.detectLanguage = () => 'ja';
exports.renderFirstScreen = async ({ url, exposed, apiFetch }) => {
  if (!exposed) return { status: 404, head: '<title data-head>not found</title>', screen: null };
  const answer = await (await apiFetch(new URL(${JSON.stringify(topUrl)}, url), { headers: { ${JSON.stringify(SIGNATURE_HEADER)}: ${JSON.stringify(signature)} } })).json();
  if (answer.response_code !== 0) throw new Error('the API refused: ' + answer.response_code);
  return { status: 200, head: '<title data-head>top</title>', screen: { html: exposed.module.render(), queries: { mutations: [], queries: [] } } };
};
`;
}

/** A host build with its server bundle and the catalogue's version deployed as a deploy leaves it (file list, registry). */
async function writeSite(root: string): Promise<{ hostRoot: string; deploymentsRoot: string }> {
  const hostRoot = path.join(root, 'host');
  const deploymentsRoot = path.join(root, 'deployments');
  mkdirSync(path.join(hostRoot, 'server'), { recursive: true });
  mkdirSync(path.join(hostRoot, 'static'), { recursive: true });
  writeFileSync(
    path.join(hostRoot, 'index.html'),
    '<!doctype html><html lang="ja"><head><title>ciao</title></head><body><div id="root"></div></body></html>',
  );
  const wire = toWire({});
  writeFileSync(
    path.join(hostRoot, 'server', 'host.js'),
    hostBundle(`/api${webTop.path}?${new URLSearchParams(wire)}`, await signParams(wire)),
  );
  const version = '1.0.0-abcdef0123';
  const remoteDir = path.join(deploymentsRoot, 'catalog', version);
  mkdirSync(path.join(remoteDir, 'server'), { recursive: true });
  writeFileSync(path.join(remoteDir, 'remoteEntry.js'), 'var catalog;');
  writeFileSync(
    path.join(remoteDir, 'server', 'catalog.js'),
    `exports.exposes = { './TopPage': { render: () => '<h1>${RENDERED}</h1>' } };\n`,
  );
  const list = serializeVersionFiles(hashFolder(remoteDir, 'catalog', version));
  writeFileSync(path.join(remoteDir, VERSION_FILES), list);
  const active = {
    version,
    filesIntegrity: integrityOfBytes(list),
    entry: `/deployments/catalog/${version}/remoteEntry.js`,
    integrity: integrityOfBytes('var catalog;'),
    deployedAt: '2026-01-01T00:00:00.000Z',
  };
  writeFileSync(
    path.join(deploymentsRoot, 'registry.json'),
    JSON.stringify({
      schemaVersion: 1,
      updatedAt: '2026-01-01T00:00:00.000Z',
      remotes: { catalog: { active, pinned: false, history: [] } },
    }),
  );
  return { hostRoot, deploymentsRoot };
}

beforeAll(async () => {
  site = mkdtempSync(path.join(tmpdir(), 'ciao-web-limits-'));
  chmodSync(site, 0o755);
  const { hostRoot, deploymentsRoot } = await writeSite(site);
  const database = await childDatabaseEnv();
  disposals.push(database.dispose);
  api = await startApiProcess({
    ...database.env,
    IMAGE_SIGNING_KEY: 'web-tier-limits-key',
    INTERNAL_CALL_SECRET: SECRET,
    TRUSTED_PROXIES: '127.0.0.1',
    RATE_LIMIT_MAX: String(API_LIMIT),
    RATE_LIMIT_WINDOW_MS: '3600000',
  });
  node = await startWebNode({
    NODE_ENV: 'production',
    API_ORIGIN: api.origin,
    INTERNAL_CALL_SECRET: SECRET,
    HOST_DIST: hostRoot,
    DEPLOYMENTS_DIR: deploymentsRoot,
    DEPLOY_STORE: 'folder',
    DEPLOY_REGISTRY_URL: '',
    TRUSTED_PROXIES: '127.0.0.1',
  });
  const apiAddress = new URL(api.origin).host;
  web = await startNginxWebTier({ CIAO_WEB_1: node.address, CIAO_WEB_2: node.address, CIAO_API_1: apiAddress, CIAO_API_2: apiAddress });
});

afterAll(async () => {
  await web?.stop();
  await node?.stop();
  await api?.stop();
  for (const dispose of disposals) await dispose();
  rmSync(site, { recursive: true, force: true });
});

/** A GET through nginx from the loopback address `from` (the reader nginx names to the nodes and the API). */
function getFrom(
  from: string,
  target: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { hostname, port } = new URL(web.origin);
  return new Promise((resolve, reject) => {
    get(
      { host: hostname, port, path: target, localAddress: from, headers: { accept: 'text/html', ...headers }, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    ).on('error', reject);
  });
}

async function signedTop(from: string, headers: Record<string, string> = {}): Promise<number> {
  const wire = toWire({});
  const answer = await getFrom(from, `/api${webTop.path}?${new URLSearchParams(wire)}`, {
    accept: 'application/json',
    [SIGNATURE_HEADER]: await signParams(wire),
    ...headers,
  });
  return (JSON.parse(answer.body) as { response_code: number }).response_code;
}

test("a reader past their API limit still gets first screens: the web node's calls to the API apart are the site's own (INTERNAL_CALL_SECRET)", async () => {
  const reader = '127.0.0.2';
  const codes: number[] = [];
  for (let call = 0; call <= API_LIMIT; call += 1) codes.push(await signedTop(reader));
  expect(codes).toEqual([...Array<number>(API_LIMIT).fill(0), 1103]);
  // Pages not rendered before (no kept screen), each calling the API once for its screen. As a
  // crawler, whose render may take 5 s rather than 0.5 s: a busy machine must not fail this test.
  const screens: boolean[] = [];
  for (let page = 0; page < 5; page += 1)
    screens.push(
      (
        await getFrom(reader, `/p/${page}`, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })
      ).body.includes(RENDERED),
    );
  expect(screens).toEqual([true, true, true, true, true]);
  // The reader's own calls are still refused: the screens took nothing from their limit, and gave nothing to it.
  expect(await signedTop(reader)).toBe(1103);
});

test('a reader who learnt the secret is still counted: nginx drops the mark, which only the web nodes send (to the API directly)', async () => {
  const reader = '127.0.0.3';
  const codes: number[] = [];
  for (let call = 0; call <= API_LIMIT; call += 1) codes.push(await signedTop(reader, { 'x-ciao-internal-call': SECRET }));
  expect(codes).toEqual([...Array<number>(API_LIMIT).fill(0), 1103]);
});

test(`one address asking for pages as fast as it can gets 429 past ${PAGE_LIMIT.CIAO_PAGE_BURST} at once and ${PAGE_LIMIT.CIAO_PAGE_RATE}; other readers' pages keep coming`, async () => {
  const flooder = '127.0.0.4';
  const other = '127.0.0.5';
  const burst = Number(PAGE_LIMIT.CIAO_PAGE_BURST);
  const perSecond = Number.parseInt(PAGE_LIMIT.CIAO_PAGE_RATE, 10);
  const TOTAL = 200;
  const statuses: number[] = [];
  let refused: Awaited<ReturnType<typeof getFrom>> | undefined;
  let sent = 0;
  const started = Date.now();
  const worker = async () => {
    while (sent < TOTAL) {
      sent += 1;
      const answer = await getFrom(flooder, `/?flood=${sent}`);
      statuses.push(answer.status);
      if (answer.status === 429) refused ??= answer;
    }
  };
  const others: number[] = [];
  const otherReader = async () => {
    for (let page = 0; page < 5; page += 1) others.push((await getFrom(other, `/?other=${page}`)).status);
  };
  await Promise.all([...Array.from({ length: 8 }, worker), otherReader()]);
  const seconds = (Date.now() - started) / 1000;
  const served = statuses.filter((status) => status === 200).length;
  console.log(`page flood from one address: ${JSON.stringify({ sent: TOTAL, served, refused: TOTAL - served, seconds })}`);
  expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
  // The burst, and the rate over the time the flood took (+1 for the request in the window's edge).
  expect(served).toBeLessThanOrEqual(burst + 1 + Math.ceil(perSecond * seconds));
  expect(served).toBeGreaterThanOrEqual(burst);
  expect(refused?.headers['retry-after']).toBe('1');
  expect(refused?.headers['cache-control']).toBe('no-store');
  expect(refused?.body).toContain('サイトが混み合っています。時間をおいて再度お試しください。');
  expect(others).toEqual([200, 200, 200, 200, 200]);
});

test('in production an API process and a web node refuse to start without INTERNAL_CALL_SECRET, or with a short one', async () => {
  await expect(
    startApiProcess({ NODE_ENV: 'production', IMAGE_SIGNING_KEY: 'web-tier-limits-key', INTERNAL_CALL_SECRET: '', DATABASE_URL: '' }),
  ).rejects.toThrow(/INTERNAL_CALL_SECRET must be set in production/);
  const webNode = (secret: string) =>
    startWebNode({
      NODE_ENV: 'production',
      API_ORIGIN: api.origin,
      INTERNAL_CALL_SECRET: secret,
      DEPLOY_STORE: 'folder',
      DEPLOY_REGISTRY_URL: '',
    });
  await expect(webNode('')).rejects.toThrow(/INTERNAL_CALL_SECRET must be set in production/);
  await expect(webNode('short')).rejects.toThrow(/INTERNAL_CALL_SECRET is too short/);
});
