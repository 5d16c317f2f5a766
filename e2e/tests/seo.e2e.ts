import type { APIRequestContext } from '@playwright/test';
import type { RouteName } from '@ciao/shared/route-paths';
import { SIGNATURE_HEADER, WEEKLY_KEYS, signParams } from '@ciao/shared/contracts';
import { sitemapSchemaErrors } from '../../test-support/sitemap-schema';
import { expect, logInClosingBonus, openAdopted, test } from './support';

/** Who asks: a search crawler, two link-preview bots and a reader's browser get the same page. */
const AGENTS = {
  Googlebot:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  Twitterbot: 'Twitterbot/1.0',
  facebookexternalhit: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  browser: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
};

/** The schema.org properties each JSON-LD type must carry (Google's required ones, and what the page promises). */
const REQUIRED_LD: Record<string, string[]> = {
  WebSite: ['name', 'url', 'potentialAction'],
  ComicSeries: ['name', 'url', 'author', 'hasPart'],
  ComicIssue: ['name', 'url', 'issueNumber', 'isPartOf'],
  BreadcrumbList: ['itemListElement'],
  ProfilePage: ['url', 'mainEntity'],
  Article: ['headline', 'datePublished', 'url'],
  PublicationIssue: ['name', 'url'],
};

/** The sitemap's addresses, in Japanese (the root form). */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const index = await (await request.get('/sitemap.xml')).text();
  const paths: string[] = [];
  for (const [, file] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const xml = await (await request.get(new URL(file ?? '').pathname)).text();
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const url = new URL((loc ?? '').replace(/&amp;/g, '&'));
      if (!url.searchParams.has('lang')) paths.push(url.pathname);
    }
  }
  return paths;
}

/** One address of each route of the route map (a type error when a route is added without one), with ids from the sitemap. */
function routeSamples(paths: readonly string[]): Record<RouteName, string> {
  const first = (pattern: RegExp) => {
    const found = paths.find((path) => pattern.test(path));
    if (!found) throw new Error(`the sitemap lists no ${pattern}`);
    return found;
  };
  const title = first(/^\/title\/\d{5}$/);
  const episode = first(/^\/title\/\d{5}\/episode\/\d+$/);
  return {
    TOP: '/',
    TITLE: title,
    EPISODE_VIEWER: episode,
    TITLE_LATEST: `${title}/latest/episode`,
    TITLE_LATEST_INDEX: `${title}/latest/episode/0`,
    MAGAZINE_LATEST: '/magazine',
    MAGAZINE_VIEWER: first(/^\/magazine\/\d{5}$/),
    LIMITED: '/limited',
    LIMITED_EPISODE: '/limited/episode',
    LOGIN: '/login',
    GIFT: '/gift',
    SIGNUP_PRE: '/signup/pre',
    SIGNUP: '/signup',
    EMAIL_PRESAVE_SEND: '/email/presave/send',
    SIGNUP_WELCOME: '/signup/welcome',
    DENIED_AGE: '/denied/age',
    MYPAGE: '/my',
    MYPAGE_HISTORY: '/my/history',
    MYPAGE_FAVORITE: '/my/favorite',
    PASSWORD_PRERESET: '/password/prereset',
    PASSWORD_PRERESET_SEND: '/password/prereset/send',
    PASSWORD_RESET: '/password/reset',
    PASSWORD_RESET_DONE: '/password/reset/done',
    MYPAGE_SETTING: '/my/setting',
    MYPAGE_SETTING_OPT_OUT: '/my/setting/optOut',
    MYPAGE_SETTING_PASSWORD: '/my/setting/password',
    MYPAGE_SETTING_EMAIL: '/my/setting/email',
    EMAIL_SAVE: '/email/save',
    RESIGN: '/resign',
    RESIGN_COMPLETE: '/resign/complete',
    PRESAVE: '/presave',
    MYPAGE_SETTING_TICKET: '/my/setting/ticket',
    RANKING: '/ranking',
    RANKING_DETAIL: '/ranking/1',
    SERIES: '/series',
    SEARCH: '/search',
    TITLE_SEARCH: `/search/word/${encodeURIComponent('ちゃお')}`,
    SEARCH_KEYWORD: `/search/keyword/${encodeURIComponent('恋愛')}`,
    SEARCH_GENRE: '/search/genre/1',
    SEARCH_CATEGORY: '/search/category/1',
    TOPICS: '/topics',
    TOPICS_CATEGORY: '/topics/category/ciao_magazine',
    TOPIC: first(/^\/topics\/[^/]+$/),
    AUTHORS: '/author',
    AUTHOR: first(/^\/author\/\d+$/),
    ABOUT: '/about',
    ARTICLE: '/article/help',
    LATEST_UPDATES: '/updates',
    FANLETTER_TITLE: `/fanletter/form${title}`,
    FANLETTER_AUTHOR: '/fanletter/form/author/1',
    FANLETTER_SUCCESS: '/fanletter/success',
    FANLETTER_FAILURE: '/fanletter/failure',
    POINT_SHOP: '/point/shop',
    MONTHLY_PLAN: '/point/plan',
    PAYMENT_SANDBOX: `/payment/sandbox/${'0'.repeat(32)}`,
    PAYMENT_RESULT: '/payment/result',
    SUBSCRIPTION: '/subscription',
    COIN: '/coin',
    COIN_HISTORY: '/coin/history',
    POINT_HISTORY: '/point/history',
    TICKET_HISTORY: '/ticket/history',
    PURCHASED: '/purchased',
    DENIED_REGION: '/denied/region',
    MAINTENANCE: '/maintenance',
    ERROR: '/error/1099',
    NOT_FOUND: '/notfound',
  };
}

/** Pages a search engine may list; every other route says noindex. */
const INDEXED: readonly RouteName[] = [
  'TOP',
  'TITLE',
  'EPISODE_VIEWER',
  'MAGAZINE_VIEWER',
  'RANKING',
  'RANKING_DETAIL',
  'SERIES',
  'SEARCH',
  'TITLE_SEARCH',
  'SEARCH_KEYWORD',
  'SEARCH_GENRE',
  'SEARCH_CATEGORY',
  'TOPICS',
  'TOPICS_CATEGORY',
  'TOPIC',
  'AUTHORS',
  'AUTHOR',
  'ABOUT',
  'ARTICLE',
  'LATEST_UPDATES',
];

/** The status each page answers with when it is not 200. */
const STATUSES: Partial<Record<RouteName, number>> = {
  DENIED_REGION: 451,
  MAINTENANCE: 503,
  ERROR: 500,
  NOT_FOUND: 404,
  TITLE_LATEST: 302,
  TITLE_LATEST_INDEX: 302,
  MAGAZINE_LATEST: 302,
};

/** Where the latest links go (a temporary redirect: the target changes with each new episode or issue). */
const REDIRECT_TARGETS: Partial<Record<RouteName, RegExp>> = {
  TITLE_LATEST: /^\/title\/\d{5}\/episode\/\d+$/,
  TITLE_LATEST_INDEX: /^\/title\/\d{5}\/episode\/\d+$/,
  MAGAZINE_LATEST: /^\/magazine\/\d{5}$/,
};

/** Unknown routes and ids: 404 with the not-found page. */
const NOT_FOUND = [
  '/no/such/page',
  '/title/99999',
  '/title/abc',
  '/title/00101/episode/99999999',
  '/author/99999',
  '/topics/no-such-article',
  '/magazine/99999',
];

/**
 * These tests ask for hundreds of pages from one address, as a crawler does: the e2e site is
 * started with the per-address render limit raised (FIRST_SCREEN_RENDER_LIMIT in
 * playwright.config.ts), so every page is rendered and checked whole. The limit itself, and what
 * an address past it gets, are tested in ops/test/web-server-first-screen.test.ts.
 * Pages are asked for a few at a time: the site is one process, on a machine other runs share.
 */
const AT_ONCE = 4;

/** `work` over `items`, at most `width` at a time; the answers in the items' order. */
async function inPool<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      answers[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return answers;
}

interface Head {
  lang: string | null;
  title: string | null;
  meta: Map<string, string>;
  canonical: string | null;
  alternates: Map<string, string>;
  jsonLd: Record<string, unknown>[];
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`)
    .exec(tag)?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"') ?? null;

/** The head of a page's HTML as sent, before any script runs. */
function headOf(html: string): Head {
  const head = html.split('</head>')[0] ?? '';
  const meta = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta [^>]*>/g)) {
    const key = attribute(tag, 'name') ?? attribute(tag, 'property');
    if (key) meta.set(key, attribute(tag, 'content') ?? '');
  }
  const alternates = new Map<string, string>();
  for (const [tag] of head.matchAll(/<link rel="alternate"[^>]*>/g))
    alternates.set(attribute(tag, 'hreflang') ?? '', attribute(tag, 'href') ?? '');
  return {
    lang: /<html lang="?([a-z]+)/.exec(html)?.[1] ?? null,
    title: /<title[^>]*>([^<]*)<\/title>/.exec(head)?.[1] ?? null,
    meta,
    canonical: attribute(/<link rel="canonical"[^>]*>/.exec(head)?.[0] ?? '', 'href'),
    alternates,
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(([, json]) => JSON.parse(json ?? '')),
  };
}

function expectValidJsonLd(nodes: readonly Record<string, unknown>[], where: string): void {
  expect(nodes.length, where).toBeGreaterThan(0);
  for (const node of nodes) {
    expect(node['@context'], where).toBe('https://schema.org');
    const type = String(node['@type']);
    expect(Object.keys(REQUIRED_LD), `${where}: ${type}`).toContain(type);
    for (const property of REQUIRED_LD[type] ?? []) expect(node[property], `${where}: ${type}.${property}`).toBeTruthy();
  }
}

test('every route of the route map answers a crawler, a link-preview bot and a browser with its status and its own head', async ({
  request,
  baseURL,
}) => {
  // 66 routes by 4 agents; the bound leaves room for a machine other runs share.
  test.setTimeout(180_000);
  const origin = new URL(baseURL ?? '').origin;
  const samples = routeSamples(await sitemapPaths(request));
  // Each page by the crawler first (it waits for the render), then by the others
  // at once: they get the same render (the server renders a page once for the visitors of a few
  // seconds), as a page shared in a chat is fetched by several bots at once.
  // Two at a time: a render blocks the site's one process while it runs, and the others' answers
  // must come while the crawler's render is still kept (5 s) on a machine other runs share.
  const answers = await inPool(Object.entries(samples) as [RouteName, string][], 2, async ([name, path]) => {
    const fetchAs = async ([agent, userAgent]: [string, string]) => {
      const answer = await request.get(path, { headers: { 'user-agent': userAgent, accept: 'text/html' }, maxRedirects: 0 });
      const { 'retry-after': retryAfter, location } = answer.headers();
      return { name, path, agent, status: answer.status(), retryAfter, location, html: await answer.text() };
    };
    const [crawler, ...others] = Object.entries(AGENTS);
    return [await fetchAs(crawler as [string, string]), ...(await Promise.all(others.map(fetchAs)))];
  });
  const titles = new Map<string, string>();
  for (const { name, path, agent, status, retryAfter, location, html } of answers.flat()) {
    const where = `${agent} ${name} ${path}`;
    expect(status, where).toBe(STATUSES[name] ?? 200);
    if (name === 'MAINTENANCE') expect(Number(retryAfter), where).toBeGreaterThan(0);
    const redirect = REDIRECT_TARGETS[name];
    if (redirect) {
      expect(location, where).toMatch(redirect);
      continue;
    }
    expect(location, where).toBeUndefined();
    const head = headOf(html);
    expect(head.lang, where).toBe('ja');
    expect(head.title, where).toBeTruthy();
    expect(head.meta.get('description'), where).toBeTruthy();
    expect(head.meta.get('og:title'), where).toBe(head.title);
    expect(head.meta.get('og:site_name'), where).toBe('ちゃおコミ');
    if (!INDEXED.includes(name)) {
      expect(head.meta.get('robots'), where).toBe('noindex');
      expect(head.canonical, where).toBeNull();
      continue;
    }
    expect(head.meta.get('robots'), where).toBeUndefined();
    expect(head.canonical, where).toBe(`${origin}${path}`);
    expect(head.meta.get('og:url'), where).toBe(head.canonical);
    expect(head.meta.get('og:type'), where).toBeTruthy();
    expect(head.meta.get('og:locale'), where).toBe('ja_JP');
    expect(head.meta.get('twitter:card'), where).toBeTruthy();
    expect(head.alternates.get('ja'), where).toBe(head.canonical);
    expect(head.alternates.get('en'), where).toBe(`${head.canonical}?lang=en`);
    expect(head.alternates.get('x-default'), where).toBe(head.canonical);
    expectValidJsonLd(head.jsonLd, where);
    if (name === 'TITLE' || name === 'EPISODE_VIEWER') {
      expect(head.meta.get('og:image'), where).toMatch(new RegExp(`^${origin}/`));
      expect(head.meta.get('twitter:card'), where).toBe('summary_large_image');
      expect((await request.get(head.meta.get('og:image') ?? '')).status(), `${where} og:image`).toBe(200);
    }
    // Specific to the page: no two routes share a title (a genre and a category page name their kind only).
    const other = [...titles].find(
      ([route, title]) => route !== name && title === head.title && !/SEARCH_(GENRE|CATEGORY)|RANKING/.test(route + name),
    );
    expect(other, where).toBeUndefined();
    titles.set(name, head.title ?? '');
  }
  expect(titles.get('TITLE')).not.toBe(titles.get('TOP'));
  expectValidJsonLd(
    headOf(await (await request.get('/', { headers: { 'user-agent': AGENTS.Googlebot, accept: 'text/html' } })).text()).jsonLd.filter(
      (node) => node['@type'] === 'WebSite',
    ),
    'the top page',
  );
});

test('unknown routes and ids answer 404 with the not-found page, kept out of search results', async ({ request }) => {
  for (const userAgent of [AGENTS.Googlebot, AGENTS.browser]) {
    for (const path of NOT_FOUND) {
      const answer = await request.get(path, { headers: { 'user-agent': userAgent, accept: 'text/html' } });
      expect(answer.status(), path).toBe(404);
      const html = await answer.text();
      const head = headOf(html);
      expect(head.meta.get('robots'), path).toBe('noindex');
      expect(head.title, path).toBe('ページが見つかりません | ちゃおコミ');
      // Asked with HEAD (the page's head alone, no render): the same status.
      expect((await request.head(path, { headers: { 'user-agent': userAgent, accept: 'text/html' } })).status(), `HEAD ${path}`).toBe(404);
    }
  }
  // The route map's own not-found page comes whole from the server: a crawler needs no script to read it.
  expect(await (await request.get('/no/such/page', { headers: { accept: 'text/html' } })).text()).toContain(
    'Page Not Found: /no/such/page',
  );
});

test('?lang=en: the page is in English, names its English address canonical and the Japanese one as its alternate', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const samples = routeSamples(await sitemapPaths(request));
  for (const path of [samples.TOP, samples.TITLE, samples.RANKING]) {
    const head = headOf(
      await (await request.get(`${path}?lang=en`, { headers: { 'user-agent': AGENTS.Twitterbot, accept: 'text/html' } })).text(),
    );
    expect(head.lang, path).toBe('en');
    expect(head.canonical, path).toBe(`${origin}${path}?lang=en`);
    expect(head.alternates.get('ja'), path).toBe(`${origin}${path}`);
    expect(head.meta.get('og:locale'), path).toBe('en_US');
    expect(head.meta.get('og:site_name'), path).toBe('Ciao Comics');
  }
});

test('after navigating in the browser, the head is the one the server sends for that address', async ({ page, request }) => {
  const samples = routeSamples(await sitemapPaths(request));
  await page.goto('/');
  const link = page.locator(`a[href="${samples.TITLE}"]`).first();
  await expect(link).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-adopting');
  await link.click();
  await expect(page).toHaveURL(samples.TITLE);
  // As a crawler gets it (it waits for the render; a reader's page is sent without its head when the render is slow).
  const served = headOf(
    await (await request.get(samples.TITLE, { headers: { 'user-agent': AGENTS.Googlebot, accept: 'text/html' } })).text(),
  );
  await expect(page).toHaveTitle(served.title ?? '');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', served.canonical ?? '');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', served.meta.get('og:image') ?? '');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.map((text) => JSON.parse(text))).toEqual(served.jsonLd);
  // One of each: the previous page's head was replaced, not added to.
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await page.goBack();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
});

test("a latest link is the server's temporary redirect (302) to a page on the site, the link's query kept; in the app the router replaces it", async ({
  page,
  request,
  baseURL,
}) => {
  // A title with a released episode (the sitemap lists released ones only).
  const title = routeSamples(await sitemapPaths(request)).EPISODE_VIEWER.replace(/\/episode\/\d+$/, '');
  for (const userAgent of [AGENTS.Googlebot, AGENTS.browser]) {
    for (const [path, target] of [
      [`${title}/latest/episode?lang=en`, new RegExp(`^${title}/episode/\\d+\\?lang=en$`)],
      ['/magazine?utm_source=line', /^\/magazine\/\d{5}\?utm_source=line$/],
    ] as const) {
      for (const method of ['GET', 'HEAD'] as const) {
        const answer = await request.fetch(path, { method, headers: { 'user-agent': userAgent, accept: 'text/html' }, maxRedirects: 0 });
        const where = `${method} ${path}`;
        expect(answer.status(), where).toBe(302);
        expect(answer.headers().location, where).toMatch(target);
        expect(answer.headers()['cache-control'], where).toBe('no-cache');
        // The page it names is there, with its own head (as a crawler gets it: it waits for the render).
        if (method === 'GET') {
          const landed = await request.get(answer.headers().location ?? '', {
            headers: { 'user-agent': AGENTS.Googlebot, accept: 'text/html' },
          });
          expect(landed.status(), where).toBe(200);
          expect(headOf(await landed.text()).canonical, where).toMatch(new RegExp(`^${new URL(baseURL ?? '').origin}/`));
        }
      }
    }
  }
  // An unknown title's latest link is no redirect: 404 with the not-found page.
  expect((await request.get('/title/99999/latest/episode', { headers: { accept: 'text/html' }, maxRedirects: 0 })).status()).toBe(404);

  // In the app (the subscription page's link to the latest issue), no page request: the router replaces the address.
  await openAdopted(page, '/');
  await logInClosingBonus(page);
  await page.goto('/subscription');
  const documents: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'document') documents.push(sent.url());
  });
  await page.locator('[data-remote="commerce"]').getByRole('link', { name: '最新号を見る' }).click();
  await expect(page).toHaveURL(/\/magazine\/\d{5}$/);
  await expect(page.locator('[data-remote="viewer"]').getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents).toEqual([]);
  // Replaced, not pushed: Back leaves the issue for the page before the link.
  await page.goBack();
  await expect(page).toHaveURL(/\/subscription$/);
});

/** A signed call of the API, as the site's client makes it (docs/wire-facts.md §1: version, platform, x-bambi-hash). */
async function callApi<T>(request: APIRequestContext, path: string, params: Record<string, string>): Promise<T> {
  const wire = { ...params, version: '6.0.0', platform: '3' };
  const answer = await request.get(`/api${path}`, { params: wire, headers: { [SIGNATURE_HEADER]: await signParams(wire) } });
  return ((await answer.json()) as { data: T }).data;
}

test('the sitemap is valid against the sitemaps.org schemas, lists every title and released episode, and each address in it answers 200', async ({
  request,
}) => {
  // About 1,300 addresses (each page in ja and en); the bound leaves room for a machine other runs share.
  test.setTimeout(300_000);
  const index = await (await request.get('/sitemap.xml')).text();
  expect(sitemapSchemaErrors(index, 'index')).toBe('');
  const listed: string[] = [];
  // The first address of each file (pages, titles, episodes, authors, topics, magazines) in each language.
  const firstOfEach: string[] = [];
  for (const [, file] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const xml = await (await request.get(new URL(file ?? '').pathname)).text();
    expect(sitemapSchemaErrors(xml, 'urlset'), file).toBe('');
    const addresses = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map(([, loc]) => new URL((loc ?? '').replace(/&amp;/g, '&')))
      .map((url) => url.pathname + url.search);
    listed.push(...addresses);
    firstOfEach.push(
      ...[addresses.find((address) => !address.includes('lang=')), addresses.find((address) => address.includes('lang='))].filter(
        (address) => address !== undefined,
      ),
    );
  }
  // Every title (each has a weekday key) and each of its episodes released by now: an episode the
  // sitemap leaves out is one whose page is not there yet (404).
  const titles = new Map<number, number[]>();
  for (const weekday of WEEKLY_KEYS) {
    const weekly = await callApi<{ title_list?: { title_id: number; episode_id_list: number[] }[] } | undefined>(request, '/title/weekly', {
      weekday,
    });
    for (const title of weekly?.title_list ?? []) titles.set(title.title_id, title.episode_id_list);
  }
  expect(titles.size).toBeGreaterThan(0);
  let episodes = 0;
  for (const [titleId, episodeIds] of titles) {
    const titlePath = `/title/${String(titleId).padStart(5, '0')}`;
    expect(listed).toContain(titlePath);
    expect(listed).toContain(`${titlePath}?lang=en`);
    for (const episodeId of episodeIds) {
      const episodePath = `${titlePath}/episode/${episodeId}`;
      if (listed.includes(episodePath)) episodes += 1;
      else
        expect(
          (await request.get(episodePath, { headers: { 'user-agent': AGENTS.Googlebot, accept: 'text/html' } })).status(),
          episodePath,
        ).toBe(404);
    }
  }
  expect(episodes).toBeGreaterThan(0);
  // Each address answers 200. Asked with HEAD, which the server answers from the page's head alone
  // (route-heads.ts decides the status of a GET too, and renders no page for it): a crawler's
  // thousand pages in seconds. That HEAD tells a missing page from a found one is checked with the
  // 404s above and below; a page answered without a head at all would have no canonical.
  const origin = new URL(index.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? '').origin;
  const statuses = await inPool(listed, AT_ONCE, async (address) => {
    const answer = await request.head(address, { headers: { 'user-agent': AGENTS.Googlebot, accept: 'text/html' } });
    return { address, status: answer.status() };
  });
  for (const { address, status } of statuses) expect(status, address).toBe(200);
  expect((await request.head(NOT_FOUND[1] ?? '', { headers: { 'user-agent': AGENTS.Googlebot, accept: 'text/html' } })).status()).toBe(404);
  // And a page of each kind as a crawler gets it (GET, rendered): 200 with its own head.
  expect(firstOfEach.length).toBeGreaterThanOrEqual(12);
  for (const address of firstOfEach) {
    const answer = await request.get(address, { headers: { 'user-agent': AGENTS.Googlebot, accept: 'text/html' } });
    expect(answer.status(), address).toBe(200);
    expect(headOf(await answer.text()).canonical, address).toBe(`${origin}${address}`);
  }
  expect(listed).toEqual(expect.arrayContaining(['/', '/ranking', '/topics']));
});

test('robots.txt keeps crawlers off the private pages and names the sitemap', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL)}`);
  for (const path of ['/my', '/api/', '/signup', '/payment/']) expect(robots).toContain(`Disallow: ${path}\n`);
});

test('the ranking, series, topics, authors and about pages come with their first screen, which the page adopts as it is', async ({
  page,
  request,
}) => {
  // Seven pages, each fetched and then opened and adopted in the browser.
  test.setTimeout(120_000);
  for (const path of ['/ranking', '/series', '/topics', '/author', '/author/1', '/about', '/updates']) {
    // A crawler's wait: the page whole, as a crawler and a phone get it before any script.
    const html = await (await request.get(path, { headers: { 'user-agent': AGENTS.Googlebot, accept: 'text/html' } })).text();
    expect(html, path).toContain('<div id="root" data-adopting>');
    expect(html, path).toMatch(/<h1[^>]*>[^<]+/);
    const messages: string[] = [];
    const listener = (message: { type(): string; text(): string }) => messages.push(`${message.type()}: ${message.text()}`);
    page.on('console', listener);
    await page.goto(path);
    await expect(page.locator('#root'), path).not.toHaveAttribute('data-adopting');
    expect(
      messages.filter((text) => /first screen|hydrat/i.test(text)),
      path,
    ).toEqual([]);
    page.off('console', listener);
  }
});
