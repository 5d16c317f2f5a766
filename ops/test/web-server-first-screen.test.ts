/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { hashFolder, integrityOfBytes, serializeVersionFiles, VERSION_FILES } from '../src/deploy/version-files';
import { createWebServer } from '../src/server/web-server';

/**
 * The server bundles are stand-ins with the shape of the real ones (host/src/server/first-screen.tsx
 * and a remote's `exposes`), so this tests how the web server loads and uses them: the remote's
 * `require` of @ciao/shared reaching the host's, the API answered in-process, the page around it.
 */
const HOST_BUNDLE = `
const styles = new Map([['host', ['.host__layout{margin:0}']]]);
exports.serverStyles = (bundles) => bundles.flatMap((bundle) => styles.get(bundle) ?? []).join('\\n');
exports.clearServerStyles = (bundle) => styles.delete(bundle);
exports.registerStyle = (bundle, css) => styles.set(bundle, [...(styles.get(bundle) ?? []), css]);
exports.registeredMessages = [];
exports.sharedModules = {
  '@ciao/shared': { greeting: 'こんにちは', registerStyle: exports.registerStyle, addMessages: (namespace) => exports.registeredMessages.push(namespace) },
};
const EXPOSES = { '/': './TopPage', '/reused': './TopPage', '/flooded': './TopPage', '/fragile': './TopPage', '/search': './SearchPage', '/broken': './Broken', '/styled': './Styled', '/part-failed': './PartFailed', '/viewer': './EpisodeViewer', '/who': './Who', '/down': './TopPage', '/words': './Words', '/slow': './TopPage' };
exports.routeRemote = (pathname) => (EXPOSES[pathname] ? { remote: 'catalog', expose: EXPOSES[pathname] } : null);
exports.LANGUAGE_COOKIE = 'ciao_lang';
exports.detectLanguage = (search, stored) => ((new URLSearchParams(search).get('lang') ?? stored) === 'en' ? 'en' : 'ja');
exports.heads = 0;
// Pages that are redirects (a latest link), whose head names where they go; two a broken host might name.
const REDIRECTS = { '/latest': '/episode/7', '/latest/backslash': '/\\\\evil.example', '/latest/off-site': '//evil.example' };
const redirect = (path) => ({ status: 302, location: REDIRECTS[path], head: '<meta name="robots" content="noindex" data-head>', screen: null });
exports.renderHead = async ({ url, publicOrigin }) => {
  exports.heads += 1;
  const path = new URL(url).pathname;
  if (REDIRECTS[path]) return redirect(path);
  if (path === '/crash') await new Promise((resolve) => setTimeout(resolve, 1000));
  const head = '<title data-head>head of ' + path + '</title><link rel="canonical" href="' + publicOrigin + path + '" data-head>';
  return { status: path.startsWith('/gone') ? 404 : 200, head, screen: null };
};
exports.renderFirstScreen = async ({ url, exposed, apiFetch, language, publicOrigin }) => {
  const path = new URL(url).pathname;
  if (path === '/slow') await new Promise((resolve) => setTimeout(resolve, 2000));
  if (REDIRECTS[path]) return redirect(path);
  if (path === '/crash') throw new Error('crashed on purpose');
  if (path === '/down') return { status: 503, retryAfter: 3600, head: '<title data-head>maintenance</title>', screen: null };
  if (!exposed) return { status: 404, head: '<title data-head>not found</title><meta name="robots" content="noindex" data-head>', screen: null };
  const answer = await (await apiFetch(new URL(path === '/who' ? '/api/who' : '/api/ping', url))).json();
  if (answer.response_code !== 0) throw new Error('the API refused: ' + answer.response_code);
  const html = exposed.module.render(answer.data, language, exposed.messages);
  const head = '<title data-head>' + path + '</title><link rel="canonical" href="' + publicOrigin + path + '" data-head>';
  return { status: 200, head, screen: { html, queries: { mutations: [], queries: [{ queryKey: ['ping'] }] } } };
};
`;

const REMOTE_BUNDLE = `
const { greeting, registerStyle, addMessages } = require('@ciao/shared');
registerStyle('catalog', '.catalog__title{color:#e4007f}');
addMessages('catalog', { ja: { readFirst: '第1話を読む' }, en: { readFirst: 'Read episode 1' } });
addMessages('catalog', { ja: { topics: 'トピックス' }, en: { topics: 'Topics' } });
exports.exposes = {
  './TopPage': { render: (data, language) => '<h1 class="catalog__title">' + (language === 'en' ? 'hello' : greeting) + ' ' + data + '</h1>' },
  './SearchPage': { render: () => '<main>search</main>' },
  './Broken': { render: () => { throw new Error('broken on purpose'); } },
  './Styled': { render: () => '<p style="color:red">refused by the CSP</p>' },
  // react-dom's preload() while rendering: renderToString writes the link ahead of the markup.
  './Who': { render: (data) => '<p>' + data + '</p>' },
  './Words': { render: (data, language, messages) => '<p>' + JSON.stringify(messages) + '</p>' },
  './EpisodeViewer': { render: () => '<link rel="preload" href="/api/image/page/1.png?exp=1&amp;sig=a" as="image" fetchPriority="high"/><main>page</main>' },
  // What renderToString writes for a Suspense boundary whose content threw (left to the browser).
  './PartFailed': { render: () => '<main><!--$!--><template data-msg="window is not defined"></template><!--/$--></main>' },
};
`;

let dir: string;
let server: FastifyInstance;
let pings = 0;
/** The stand-in host bundle as the web server loaded it: its count of head-only renders. */
let hostBundle: { heads: number };
/** An hour-long window, so the count below never straddles two. */
const RENDER_LIMIT = { max: 30, windowMs: 3_600_000 };
let pingRefused = false;
let pingHeaders: Record<string, unknown> = {};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'first-screen-'));
  process.env.DEPLOYMENTS_DIR = path.join(dir, 'deployments');
  const hostDist = path.join(dir, 'host');
  mkdirSync(path.join(hostDist, 'server'), { recursive: true });
  mkdirSync(path.join(hostDist, 'static'), { recursive: true });
  writeFileSync(
    path.join(hostDist, 'index.html'),
    '<!doctype html><html lang=ja><head><meta name=description content=ちゃおコミ：まんがを読もう。><title>t</title><script defer src=/static/first-screen.1234abcd.js></script><script defer src=/static/main.1234abcd.js></script><link rel=preload as=script href=/static/libs.js></head><body><div id=root></div></body></html>',
  );
  writeFileSync(path.join(hostDist, 'server/host.js'), HOST_BUNDLE);
  const remoteDir = path.join(dir, 'deployments/catalog/1.0.0-abc');
  mkdirSync(path.join(remoteDir, 'server'), { recursive: true });
  writeFileSync(path.join(remoteDir, 'remoteEntry.js'), 'var catalog;');
  writeFileSync(path.join(remoteDir, 'server/catalog.js'), REMOTE_BUNDLE);
  // The version's file list as a deploy writes it: the server bundle runs only if it matches.
  const list = serializeVersionFiles(hashFolder(remoteDir, 'catalog', '1.0.0-abc'));
  writeFileSync(path.join(remoteDir, VERSION_FILES), list);
  const active = {
    version: '1.0.0-abc',
    filesIntegrity: integrityOfBytes(list),
    entry: '/deployments/catalog/1.0.0-abc/remoteEntry.js',
    integrity: 'sha384-x',
    deployedAt: '2026-01-01T00:00:00.000Z',
  };
  writeFileSync(
    path.join(dir, 'deployments/registry.json'),
    JSON.stringify({
      schemaVersion: 1,
      updatedAt: '2026-01-01T00:00:00.000Z',
      remotes: { catalog: { active, pinned: false, history: [] } },
    }),
  );
  hostBundle = require(path.join(hostDist, 'server/host.js')) as { heads: number };
  server = await createWebServer({
    hostDist,
    runtimeConfig: { isProd: false, cookieEnvPrefix: 'local_', localeTimeOffsetFromUtc: 9, publicOrigin: 'https://comics.example' },
    firstScreenRenderLimit: RENDER_LIMIT,
    registerApi: async (api) => {
      // What the API hears of the reader through a render's calls.
      api.get('/who', async (request) => ({
        response_code: 0,
        data: `crawler ${request.headers['x-bambi-is-crawler']} region ${request.headers['x-ciao-client-region'] ?? 'none'}`,
      }));
      // A `$'` in content must reach the page as it is (not as a replacement pattern).
      api.get('/ping', async (request) => {
        pings += 1;
        pingHeaders = request.headers;
        if (pingRefused) return { response_code: 1103, message: 'too many requests' };
        return { response_code: 0, data: "pong $'" };
      });
    },
  });
});

afterAll(async () => {
  await server.close();
  delete process.env.DEPLOYMENTS_DIR;
  rmSync(dir, { recursive: true, force: true });
});

const page = (url: string) => server.inject({ url, headers: { accept: 'text/html' } });

describe("the web server's first screen", () => {
  it("puts the route remote's first screen in #root, marked adopting (not inert: its links work), with the host's and the remote's styles under the response's nonce", async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<div id="root" data-adopting><h1 class="catalog__title">こんにちは pong $'</h1></div>`);
    // Its images load before the scripts that make it work: the main script and the start-up
    // preloads are held until it is painted; the first-screen loader, which releases them, is not.
    expect(response.body).toContain(
      '<template id="ciao-start-up-preloads"><script defer src=/static/main.1234abcd.js></script><link rel=preload as=script href=/static/libs.js></template>',
    );
    expect(response.body.match(/<link rel=preload/g)).toHaveLength(1);
    expect(response.body.match(/static\/main\./g)).toHaveLength(1);
    expect(response.body).toContain('<script defer src=/static/first-screen.1234abcd.js></script>');
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(response.body).toContain(`<style data-first-screen nonce="${nonce}">.host__layout{margin:0}\n.catalog__title{color:#e4007f}`);
    expect(response.body).toContain(
      '<script id="ciao-first-screen" type="application/json">{"mutations":[],"queries":[{"queryKey":["ping"]}]}</script>',
    );
  });

  it.each([
    ['a remote version chosen in the address', '/?mfe=catalog@1.0.0-old'],
    ['a render that fails', '/broken'],
    ['a screen with style attributes, which the CSP refuses', '/styled'],
    ['a screen part of which failed on the server', '/part-failed'],
  ])('sends the page without a first screen for %s', async (_case, url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id=root></div>');
    expect(response.body).not.toContain('data-first-screen');
    expect(response.body).toContain(
      '<script defer src=/static/first-screen.1234abcd.js></script><script defer src=/static/main.1234abcd.js></script><link rel=preload as=script href=/static/libs.js>',
    );
    expect(response.body).not.toContain('ciao-start-up-preloads');
  });

  it("answers with the page's status and head in place of the host page's title, with or without a first screen", async () => {
    const found = await page('/');
    expect(found.body).toContain('<title data-head>/</title><link rel="canonical" href="https://comics.example/" data-head>');
    // index.html's own title and description (minified: the description unquoted) give way to the page's.
    expect(found.body).not.toContain('<title>t</title>');
    expect(found.body).not.toContain('まんがを読もう');
    const missing = await page('/nowhere');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title data-head>not found</title><meta name="robots" content="noindex" data-head>');
    expect(missing.body).toContain('<div id=root></div>');
    const down = await page('/down');
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('3600');
  });

  it('flags a crawler to the API in the calls of its render, and passes on the region the proxy in front placed the reader in', async () => {
    const crawler = await server.inject({
      url: '/who',
      headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
    });
    expect(crawler.body).toContain('<p>crawler true region none</p>');
    const reader = await server.inject({
      url: '/who',
      headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 Chrome/130', 'x-ciao-client-region': 'XX' },
    });
    // A render for another region is its own, never the one kept for the crawler a moment ago.
    expect(reader.body).toContain('<p>crawler false region XX</p>');
  });

  it('moves the preloads the render asked for into the head, out of the markup the page adopts', async () => {
    const response = await page('/viewer');
    const [head, body] = response.body.split('</head>');
    expect(head).toContain('<link rel="preload" href="/api/image/page/1.png?exp=1&amp;sig=a" as="image" fetchPriority="high"/>');
    expect(body).toContain('<div id="root" data-adopting><main>page</main></div>');
  });

  it("renders it in the language the page starts in: the address's, else the reader's choice (its cookie), else Japanese", async () => {
    const english = await page('/?lang=en');
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('<div id="root" data-adopting><h1 class="catalog__title">hello pong');
    const chosen = await server.inject({ url: '/', headers: { accept: 'text/html', cookie: 'ciao_lang=en' } });
    expect(chosen.body).toContain('<html lang="en">');
    expect(chosen.body).toContain('<h1 class="catalog__title">hello pong');
    // A screen rendered for one language is never another's.
    const japanese = await page('/');
    expect(japanese.body).toContain('<html lang="ja">');
    expect(japanese.body).toContain('<h1 class="catalog__title">こんにちは pong');
  });

  it("hands each render the words its remote version registered, kept with the version (the process's one i18n serves every version)", async () => {
    const response = await page('/words');
    // Both of its calls, in order: two modules add to one namespace.
    expect(response.body).toContain(
      '<p>{"catalog":[{"ja":{"readFirst":"第1話を読む"},"en":{"readFirst":"Read episode 1"}},{"ja":{"topics":"トピックス"},"en":{"topics":"Topics"}}]}</p>',
    );
    // Registered with the host's i18n too, as the bundle asked.
    // The bundle as the web server loaded it (Node's own module cache, not Jest's).
    const host = createRequire(__filename)(path.join(dir, 'host/server/host.js')) as { registeredMessages: string[] };
    expect(host.registeredMessages).toEqual(['catalog', 'catalog']);
  });

  it("sends a signed-in reader the visitors' screen, marked so that its personal parts wait, except where most of it is the reader's", async () => {
    const reader = await server.inject({ url: '/', headers: { accept: 'text/html', cookie: 'theme=dark; local_ciao_session=abc' } });
    expect(reader.body).toContain('<title data-head>/</title>');
    const visitor = await server.inject({ url: '/', headers: { accept: 'text/html', cookie: 'theme=dark' } });
    expect(reader.body).toContain('<html lang="ja" data-reader-pending>');
    expect(visitor.body).toContain('<html lang="ja">');
    const root = (body: string) => body.slice(body.indexOf('<div id="root" data-adopting>'));
    expect(root(visitor.body)).toContain('こんにちは pong');
    expect(root(reader.body)).toBe(root(visitor.body));
    // The viewer is most of it the reader's: it starts in the browser for them.
    const viewer = await server.inject({ url: '/viewer', headers: { accept: 'text/html', cookie: 'local_ciao_session=abc' } });
    expect(viewer.body).toContain('<div id=root></div>');
  });

  it("renders a page's first screen once for the visitors of the next seconds, and for those asking meanwhile", async () => {
    const before = pings;
    const answers = await Promise.all([page('/reused'), page('/reused')]);
    answers.push(await page('/reused'));
    for (const answer of answers) expect(answer.body).toContain('<div id="root" data-adopting>');
    expect(pings - before).toBe(1);
  });

  it('keeps a screen under its path, language and the query parameters its route reads: other queries are no new render', async () => {
    const before = pings;
    for (let flood = 1; flood <= 5; flood += 1)
      expect((await page(`/flooded?flood=${flood}`)).body).toContain('<div id="root" data-adopting>');
    expect(pings - before).toBe(1);
    // The search page reads ?page= and ?sort=: those are screens of their own, in any order.
    await page('/search?page=2&sort=new');
    await page('/search?sort=new&page=2&utm_source=mail');
    await page('/search?page=3&sort=new');
    expect(pings - before).toBe(3);
  });

  it('never keeps a failed render: the next visitor gets a first screen at once', async () => {
    pingRefused = true;
    expect((await page('/fragile')).body).toContain('<div id=root></div>');
    pingRefused = false;
    expect((await page('/fragile')).body).toContain('<div id="root" data-adopting>');
  });

  it("calls the API as the site's own work (not counted against the reader's limit), from the reader's address", async () => {
    await server.inject({ url: '/search?page=41', headers: { accept: 'text/html' }, remoteAddress: '203.0.113.60' });
    expect(pingHeaders['x-ciao-internal-call']).toMatch(/^[0-9a-f]{64}$/);
  });

  it(`renders at most ${RENDER_LIMIT.max} new screens per address in a window; past them its pages start in the browser with their head and status, others' do not`, async () => {
    const from = (address: string, url: string) => server.inject({ url, headers: { accept: 'text/html' }, remoteAddress: address });
    const screens: boolean[] = [];
    for (let index = 0; index < RENDER_LIMIT.max + 5; index += 1) {
      screens.push((await from('203.0.113.61', `/search?page=${100 + index}`)).body.includes('<div id="root" data-adopting>'));
    }
    expect(screens.filter(Boolean).length).toBeLessThanOrEqual(RENDER_LIMIT.max);
    expect(screens.at(-1)).toBe(false);
    expect((await from('203.0.113.62', '/search?page=99')).body).toContain('<div id="root" data-adopting>');
    // A screen already kept costs no render, so it is served to the flooding address too.
    expect((await from('203.0.113.61', '/search?page=99')).body).toContain('<div id="root" data-adopting>');
    // Past them, the page's head alone (no render of the page): a crawler still gets each page's head and status.
    const past = await from('203.0.113.61', '/search?page=98');
    expect(past.statusCode).toBe(200);
    expect(past.body).toContain('<title data-head>head of /search</title>');
    expect(past.body).toContain('<div id=root></div>');
    const gone = await from('203.0.113.61', '/gone');
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('<title data-head>head of /gone</title>');
  });

  it(`tells a crawler past ${RENDER_LIMIT.max * 10} heads (10x its renders) to come back (429, Retry-After to the window's end), never a 200 without a head; a browser still gets its page`, async () => {
    const address = '203.0.113.70';
    const as = (userAgent: string, url: string, method: 'GET' | 'HEAD' = 'GET') =>
      server.inject({ method, url, headers: { accept: 'text/html', 'user-agent': userAgent }, remoteAddress: address });
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    const answers: string[] = [];
    for (let index = 0; index < RENDER_LIMIT.max * 11; index += 1) {
      const answer = await as(googlebot, `/search?page=${2000 + index}`);
      answers.push(`${answer.statusCode} ${answer.body.includes('data-head>') ? 'head' : 'no head'}`);
    }
    // Its renders, then its heads alone: each page with its head and status.
    expect(new Set(answers)).toEqual(new Set(['200 head']));
    const past = await as(googlebot, '/search?page=2999');
    expect(past.statusCode).toBe(429);
    expect(Number(past.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(past.headers['retry-after'])).toBeLessThanOrEqual(RENDER_LIMIT.windowMs / 1000);
    expect(past.body).not.toContain('data-head>');
    expect((await as(googlebot, '/search?page=2998', 'HEAD')).statusCode).toBe(429);
    // A head already kept costs nothing: still served.
    expect((await as(googlebot, `/search?page=${2000 + RENDER_LIMIT.max * 11 - 1}`)).statusCode).toBe(200);
    // A person's browser behind the same address gets the page, which starts in the browser.
    const browser = await as('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36', '/search?page=2997');
    expect(browser.statusCode).toBe(200);
    expect(browser.body).toContain('<div id=root></div>');
    // Other addresses are not held back.
    const other = await server.inject({
      url: '/search?page=2996',
      headers: { accept: 'text/html', 'user-agent': googlebot },
      remoteAddress: '203.0.113.71',
    });
    expect(other.body).toContain('<div id="root" data-adopting>');
  });

  it('tells a crawler to come back (503, Retry-After) when neither the page nor its head could be had in time; a browser gets the page', async () => {
    const googlebot = await server.inject({ url: '/crash', headers: { accept: 'text/html', 'user-agent': 'Googlebot/2.1' } });
    expect(googlebot.statusCode).toBe(503);
    expect(googlebot.headers['retry-after']).toBe('30');
    expect(googlebot.body).not.toContain('data-head>');
    const browser = await page('/crash');
    expect(browser.statusCode).toBe(200);
    expect(browser.body).toContain('<div id=root></div>');
  });

  it('sends a page whose render is slow with its head and status alone, and keeps the render for the next visitors', async () => {
    const started = Date.now();
    const slow = await page('/slow');
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(slow.body).toContain(
      '<title data-head>head of /slow</title><link rel="canonical" href="https://comics.example/slow" data-head>',
    );
    expect(slow.body).toContain('<div id=root></div>');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect((await page('/slow')).body).toContain('<div id="root" data-adopting>');
  });

  it('answers a HEAD request with the status of the page from its head alone, without rendering the page', async () => {
    const before = { pings, heads: hostBundle.heads };
    const head = (url: string) => server.inject({ method: 'HEAD', url, headers: { accept: 'text/html' }, remoteAddress: '203.0.113.65' });
    expect((await head('/gone/head')).statusCode).toBe(404);
    const found = await head('/search?page=500');
    expect(found.statusCode).toBe(200);
    expect(found.body).toBe('');
    expect(pings).toBe(before.pings);
    expect(hostBundle.heads - before.heads).toBe(2);
  });

  it("answers a page that is a redirect (a latest link) with it, the link's query kept, for GET and HEAD, never off the site", async () => {
    const latest = await page('/latest?lang=en&utm_source=line');
    expect(latest.statusCode).toBe(302);
    expect(latest.headers.location).toBe('/episode/7?lang=en&utm_source=line');
    // Where it goes changes with the next episode: never kept by a browser or a cache.
    expect(latest.headers['cache-control']).toBe('no-cache');
    const head = await server.inject({ method: 'HEAD', url: '/latest', headers: { accept: 'text/html' } });
    expect([head.statusCode, head.headers.location]).toEqual([302, '/episode/7']);
    // A backslash (a slash to browsers) is sent encoded; a Location off the site is never sent.
    expect((await page('/latest/backslash')).headers.location).toBe('/%5Cevil.example');
    const offSite = await page('/latest/off-site?to=x');
    expect(offSite.statusCode).toBe(200);
    expect(offSite.headers.location).toBeUndefined();
    expect(offSite.body).toContain('<meta name="robots" content="noindex" data-head>');
  });

  it('never serves a server bundle to browsers', async () => {
    const response = await server.inject({ url: '/deployments/catalog/1.0.0-abc/server/catalog.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    const entry = await server.inject({ url: '/deployments/catalog/1.0.0-abc/remoteEntry.js', headers: { accept: '*/*' } });
    expect(entry.statusCode).toBe(200);
  });
});
