import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FirstScreenRequest, HostServerBundle, Registry, RemoteMessages } from '@ciao/shared/federation';
import { clientIpResolver, internalCallHeaders, readCookie, trustedProxiesFromEnv, trustedProxyList } from '@ciao/api';
import { CLIENT_IP_HEADER, CLIENT_REGION_HEADER, CRAWLER_HEADER, isCrawlerUserAgent } from '@ciao/shared/contracts';
import { serverBundlePath } from '../build/build-files';
import { readVerifiedServerBundle } from './verified-server-bundle';
import { renderLimitFromEnv } from './render-limit-env';

export interface RenderedFirstScreen {
  /** The markup of the page's root element. */
  html: string;
  /** The CSS of the host and of the rendered remote, to inline. */
  css: string;
  /** The query cache's answers (TanStack Query's dehydrated state). */
  queries: unknown;
  /**
   * Sent to a signed-in reader: the screen is the one everybody gets, so its personal parts stay
   * hidden until the page has the reader's own answers (host-page.ts marks the page).
   */
  forSignedInReader?: boolean;
}

/** A page as the server answers it: status, head (host/src/head/), language, and its first screen when there is one. */
export interface RenderedPage {
  status: number;
  /** Seconds, for Retry-After (maintenance). */
  retryAfter?: number;
  /** With a 3xx status: the path on the site the page redirects to (a latest link's target), without the request's query. */
  location?: string;
  /** The head's elements as HTML: title, description, canonical, Open Graph, JSON-LD. */
  head: string;
  /** The language it is in: the page's `lang`. */
  language: string;
  screen: RenderedFirstScreen | null;
}

export interface FirstScreenOptions {
  hostDist: string;
  deployments: string;
  /**
   * Who answers the screen's API calls: the app whose /api is mounted in this process (`npm
   * start`), or the API's origin (a web node of the production tier, the API running apart).
   */
  api: { app: FastifyInstance } | { origin: string };
  localeTimeOffsetFromUtc: number;
  /** The session cookie's name: a signed-in reader's page is marked so (RenderedFirstScreen.forSignedInReader). */
  sessionCookie: string;
  /** The site's public origin: canonical links, og:url and og:image are absolute in it (never the request's Host, which anyone can write). */
  publicOrigin: string;
  /** A render slower than this is abandoned: the page is sent without its first screen. */
  timeoutMs?: number;
  /** The same for a crawler (x-bambi-is-crawler), which prefers the page whole with its status to a quick one. */
  crawlerTimeoutMs?: number;
  /** How long the page's head alone (sent when the page is not rendered, or too slowly) may take after that. */
  headTimeoutMs?: number;
  /** How long a page's rendered first screen serves other visitors (RecentScreens). */
  reuseMs?: number;
  /** New renders per client address and window (RendersPerAddress); default RENDER_LIMIT, or as the environment sets it (render-limit-env.ts). */
  renderLimit?: RenderLimit;
}

/** Renders a page request with the registry of the browser's cohort (cohort.ts). */
export type FirstScreenRenderer = (request: FastifyRequest, registry: Registry) => Promise<RenderedPage | null>;

/** Query parameters the browser acts on before its first render (a remote version): such a page starts in the browser. */
const BROWSER_ONLY_PARAMS = ['mfe'];

/**
 * The query parameters each server-rendered expose reads (mfe-catalog's serverExposes; `lang` is
 * read as the language). A screen is rendered from, and kept under, its path, language and these
 * alone: any other query (`/?flood=1`, `/?flood=2`...) is the same screen, not a new render.
 * An expose that starts reading another parameter must be listed here.
 */
const PARAMS_READ: Record<string, readonly string[]> = {
  './TopPage': [],
  './TitlePage': [],
  './SearchPage': ['sort', 'page'], // mfe-catalog/src/features/search/SearchResults.tsx
  './RankingPage': ['tab', 'page'], // mfe-catalog/src/features/ranking/
  './SeriesPage': ['tab'], // mfe-catalog/src/features/series/SeriesPage.tsx
  './ContentPages': ['page', 'archivePage', 'title'], // mfe-catalog/src/features/topics/, authors/ (`?title=`), updates/
};

export interface RenderLimit {
  max: number;
  windowMs: number;
}

/** Renders (not reuses) per client address and window: past them the page starts in the browser. */
export const RENDER_LIMIT: RenderLimit = { max: 30, windowMs: 10_000 };

/**
 * The screens a signed-in reader gets too: those whose parts that depend on the reader are all
 * marked (@ciao/shared's PERSONAL_PART), so hidden until the reader's own answers have come. The
 * episode viewer is not one: most of its screen is the reader's (a bought episode's pages, or the
 * offer to buy it), so a signed-in reader's viewer starts in the browser.
 */
const SIGNED_IN_SCREENS: ReadonlySet<string> = new Set(['./TopPage', './TitlePage', './SearchPage']);

const DEFAULT_TIMEOUT_MS = 500;
const DEFAULT_CRAWLER_TIMEOUT_MS = 5_000;
const DEFAULT_HEAD_TIMEOUT_MS = 300;
/** Head-only renders an address may have per render it may have: a head costs one API call or none, a page several and its render. */
const HEADS_PER_RENDER = 10;
/** When a crawler whose page could not be rendered, nor its head, in time should ask again: its render goes on meanwhile, and is kept. */
const RETRY_AFTER_SLOW_S = 30;
const DEFAULT_REUSE_MS = 5_000;
/** Bounds the memory of RecentScreens: past it, a page is rendered without being kept. */
const MAX_KEPT_SCREENS = 1_000;

/** A deployed version's server bundle, with the stylesheets and messages its modules registered. */
interface LoadedRemote {
  file: string;
  exposes: Record<string, unknown>;
  css: string;
  messages: RemoteMessages;
}

const INLINE_STYLE_ATTRIBUTE = /<[a-z][^>]*\sstyle="/i;
/** React's mark of a Suspense boundary whose content threw on the server and is left to the browser. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * A remote's server bundle, evaluated with a `require` that hands it the host's @ciao/shared
 * (one session store, one i18n and one query context, as federation does in the page) and
 * the server's own React and libraries.
 */
function loadRemoteBundle(
  file: string,
  code: string,
  host: HostServerBundle,
  requireFromHost: NodeJS.Require,
  messages: Record<string, unknown[]>,
): Record<string, unknown> {
  // The process has one i18n: what a version registers is kept with it, and set again for each of
  // its renders (host/src/server/first-screen.tsx), else the version loaded last (one deployed,
  // then rolled back from; a canary) would speak for every version.
  const shared = host.sharedModules['@ciao/shared'] as { addMessages?: (namespace: string, messages: unknown) => void } | undefined;
  const sharedOfBundle =
    shared &&
    new Proxy(shared, {
      get: (target, key) =>
        key === 'addMessages'
          ? (namespace: string, registered: unknown) => {
              messages[namespace] = [...(messages[namespace] ?? []), registered];
              target.addMessages?.(namespace, registered);
            }
          : Reflect.get(target, key),
    });
  const requireShared = (id: string) =>
    id === '@ciao/shared' && sharedOfBundle
      ? sharedOfBundle
      : Object.hasOwn(host.sharedModules, id)
        ? host.sharedModules[id]
        : requireFromHost(id);
  const module = { exports: {} as { exposes?: Record<string, unknown> } };
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, {
    filename: file,
  }) as (...args: unknown[]) => void;
  wrapper(module.exports, requireShared, module, file, path.dirname(file));
  return module.exports.exposes ?? {};
}

/** The reader whose page is being rendered, for the API calls its render makes. */
const reader = new AsyncLocalStorage<FastifyRequest>();

/**
 * fetch() answered by app.inject: the screen's API calls never leave the process. One function
 * for every render (the page's API client is one per process); each call knows its reader
 * from the render it belongs to.
 */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    const answer = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      // The site's own work, not counted against the reader's API limit (renders are limited per
      // address below); behind a trusted proxy every render would otherwise share the proxy's one limit.
      headers: { ...Object.fromEntries(request.headers), ...internalCallHeaders(), ...readerHeaders(reader.getStore()) },
      // The reader's own address: regions apply to them, not to the server.
      remoteAddress: reader.getStore()?.ip ?? '127.0.0.1',
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}

/**
 * fetch() to the API running apart: the screen's calls go to its origin with the reader's
 * address in CLIENT_IP_HEADER (the API believes it from this node: TRUSTED_PROXIES), marked as
 * the site's own work (not counted against the reader's limit).
 */
function forwardingFetch(origin: string, clientIp: (request: FastifyRequest) => string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers = new Headers(request.headers);
    const forReader = reader.getStore();
    for (const [name, value] of Object.entries(readerHeaders(forReader))) headers.set(name, value);
    headers.set(CLIENT_IP_HEADER, forReader ? clientIp(forReader) : '127.0.0.1');
    // The site's own work, as in-process: INTERNAL_CALL_SECRET, shared with the API processes.
    for (const [name, value] of Object.entries(internalCallHeaders())) headers.set(name, value);
    return fetch(new URL(url.pathname + url.search, origin), {
      method: request.method,
      headers,
      ...(request.method === 'GET' || request.method === 'HEAD' ? {} : { body: await request.arrayBuffer() }),
    });
  };
}

/**
 * What the API hears of the reader through the page's request: the crawler flag (docs/product-rules.md §1: crawlers
 * are flagged to the server, by user agent, as the browser's client does) and the address and
 * region a proxy in front wrote. The API believes the latter two only from a trusted proxy, as
 * for any call (api/src/http/client-ip.ts): forwarded as they came, a refused region is refused.
 */
function readerHeaders(request: FastifyRequest | undefined): Record<string, string> {
  if (!request) return {};
  const headers: Record<string, string> = { [CRAWLER_HEADER]: String(isCrawler(request)) };
  for (const name of [CLIENT_IP_HEADER, CLIENT_REGION_HEADER]) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

export function isCrawler(request: FastifyRequest): boolean {
  return isCrawlerUserAgent(request.headers['user-agent'] ?? '');
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Renders a page request's status and head (every route), and its first screen when the route
 * shows a remote that ships a server bundle for it (mfe-catalog's serverExposes, with the
 * remote's active version) or a page of the host's own (not found, errors). No screen for a
 * signed-in reader but on SIGNED_IN_SCREENS. Past the address's renders, or when the render fails
 * or is slow, the head and status alone. Null (the page starts in the browser as before, 200) when
 * the host build has no server bundle, the URL asks for a browser-only choice, or not even the
 * head could be had (past the address's heads, failed, slow); a crawler is then told to come back
 * (429 or 503 with Retry-After).
 */
export function createFirstScreenRenderer(options: FirstScreenOptions): FirstScreenRenderer | null {
  const hostFile = serverBundlePath(options.hostDist, 'host');
  if (!existsSync(hostFile)) return null;
  const requireFromHost = createRequire(hostFile);
  const host = requireFromHost(hostFile) as HostServerBundle;
  const hostCss = host.serverStyles(['host']);
  // Each deployed version's bundle is loaded once, and its stylesheets kept with it: a rollback
  // brings back that version's CSS.
  const remotes = new Map<string, LoadedRemote>();
  // The reader's address as the API sees it (x-ciao-client-ip from TRUSTED_PROXIES, else the peer).
  const clientIp = clientIpResolver(trustedProxyList(trustedProxiesFromEnv()));
  const apiFetch = 'app' in options.api ? inProcessFetch(options.api.app) : forwardingFetch(options.api.origin, clientIp);

  const remoteBundle = (registry: Registry, remote: string): LoadedRemote | undefined => {
    const active = (registry.remotes as Record<string, { active: { version: string; filesIntegrity?: string } } | undefined>)[remote]
      ?.active;
    if (!active) return undefined;
    const versionDir = path.join(options.deployments, remote, active.version);
    const file = serverBundlePath(versionDir, remote);
    if (!remotes.has(file)) {
      host.clearServerStyles(remote);
      let exposes: Record<string, unknown> = {};
      const messages: Record<string, unknown[]> = {};
      if (existsSync(file)) {
        try {
          // Checked against the version's recorded hashes before it runs in this process.
          exposes = loadRemoteBundle(
            file,
            readVerifiedServerBundle(versionDir, file, active.filesIntegrity),
            host,
            requireFromHost,
            messages,
          );
        } catch (error) {
          // Fails closed: the version's pages start in the browser (where its entry's integrity is checked).
          console.error(`first screen: ${remote}@${active.version}'s server bundle refused: ${(error as Error).message}`);
        }
      }
      remotes.set(file, { file, exposes, css: host.serverStyles([remote]), messages });
    }
    return remotes.get(file);
  };

  const render = async (
    request: FastifyRequest,
    url: URL,
    language: FirstScreenRequest['language'],
    bundle: LoadedRemote | undefined,
    target: RouteTarget | null,
  ) => {
    const module = target && bundle ? bundle.exposes[target.expose] : undefined;
    try {
      const page = await reader.run(request, () =>
        host.renderFirstScreen({
          url: url.toString(),
          exposed: target && module ? { ...target, module, messages: bundle?.messages ?? {} } : null,
          publicOrigin: options.publicOrigin,
          apiFetch,
          localeTimeOffsetFromUtc: options.localeTimeOffsetFromUtc,
          language,
        }),
      );
      if (!page) return null;
      const { screen, ...rest } = page;
      return { ...rest, language, screen: screen ? checkedScreen(request, url, screen, `${hostCss}\n${bundle?.css ?? ''}`) : null };
    } catch (error) {
      request.log.warn({ err: error }, 'first screen: render failed; the page starts in the browser');
      return null;
    }
  };
  const headOnly = async (request: FastifyRequest, url: URL, language: FirstScreenRequest['language']): Promise<RenderedPage | null> => {
    if (!host.renderHead) return null;
    try {
      const page = await reader.run(request, () =>
        host.renderHead!({
          url: url.toString(),
          publicOrigin: options.publicOrigin,
          apiFetch,
          localeTimeOffsetFromUtc: options.localeTimeOffsetFromUtc,
          language,
        }),
      );
      return page ? { ...page, language, screen: null } : null;
    } catch (error) {
      request.log.warn({ err: error }, 'first screen: head failed; the page starts in the browser');
      return null;
    }
  };
  const recent = new RecentScreens(options.reuseMs ?? DEFAULT_REUSE_MS);
  const renderLimit = options.renderLimit ?? renderLimitFromEnv(RENDER_LIMIT);
  const renders = new RendersPerAddress(renderLimit);
  const heads = new RendersPerAddress({ ...renderLimit, max: renderLimit.max * HEADS_PER_RENDER });

  return async (request, registry) => {
    const url = new URL(request.url, 'http://localhost');
    if (BROWSER_ONLY_PARAMS.some((name) => url.searchParams.has(name))) return null;
    const target = host.routeRemote(url.pathname);
    // The version of the browser's cohort (a canary's for some): the page then starts with the code that rendered it.
    const bundle = target ? remoteBundle(registry, target.remote) : undefined;
    // In the language the page will start in: ?lang=, else the reader's choice (its cookie), else Japanese.
    const language = host.detectLanguage(url.search, readCookie(request.headers.cookie, host.LANGUAGE_COOKIE) ?? null);
    const screenUrl = withParamsRead(url, target ? (PARAMS_READ[target.expose] ?? []) : []);
    // The region the proxy in front placed the reader in decides what the API answers (451): a render is kept per region.
    const region = request.headers[CLIENT_REGION_HEADER] ?? '';
    const screenKey = `${language} ${region} ${screenUrl.pathname}${screenUrl.search}`;
    const crawler = isCrawler(request);
    const wait = crawler ? (options.crawlerTimeoutMs ?? DEFAULT_CRAWLER_TIMEOUT_MS) : (options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    // The page's head and status alone (host/src/server/first-screen.tsx renderHead), kept as a screen is.
    let headsSpent = false;
    const head = () =>
      recent.get(`head ${screenKey}`, () => {
        if (heads.allow(clientIp(request))) return headOnly(request, screenUrl, language);
        headsSpent = true;
        return null;
      });
    // A crawler never gets a page without its head as a 200 (it would index the site's bare shell,
    // a not-found page as found): it is told to come back. Past its address's heads (10x its
    // renders) a 429, as nginx answers an address past its pages, with the seconds left of its
    // window: it asked too much, the site is not down (a 503 would say so, to monitors too). A
    // head that failed or came too late: a 503, while its render goes on and is kept. A person's
    // browser gets the page as before: it starts there and puts the head in itself (a school or a
    // carrier puts many readers behind one address).
    const forCrawler = (page: RenderedPage | null): RenderedPage | null => {
      if (page || !crawler || !host.renderHead) return page;
      const retryAfter = headsSpent ? heads.secondsLeft() : RETRY_AFTER_SLOW_S;
      return { status: headsSpent ? 429 : 503, retryAfter, head: '', language, screen: null };
    };
    // A HEAD request is answered with the page's status and headers only: no render of the page.
    if (request.method === 'HEAD') return forCrawler(await withTimeout(head(), wait));
    // A render that outlasts the wait still finishes, for the visitors after this one. One that is
    // not kept already (a miss) counts against the reader's address.
    const rendered = recent.get(`${bundle?.file ?? 'host'} ${screenKey}`, () =>
      renders.allow(clientIp(request)) ? render(request, screenUrl, language, bundle, target) : null,
    );
    // Not rendered (past the address's renders, failed, slow): its head and status alone, so a
    // crawler never gets a not-found page as a 200 without a head.
    const page = forCrawler(
      (await withTimeout(rendered, wait)) ?? (await withTimeout(head(), options.headTimeoutMs ?? DEFAULT_HEAD_TIMEOUT_MS)),
    );
    // A signed-in reader gets the screen only where the page hides what differs for them until
    // their own answers have come (SIGNED_IN_SCREENS); the head and status whoever asks.
    if (!page?.screen || readCookie(request.headers.cookie, options.sessionCookie) === undefined) return page;
    return target && SIGNED_IN_SCREENS.has(target.expose)
      ? { ...page, screen: { ...page.screen, forSignedInReader: true } }
      : { ...page, screen: null };
  };
}

type RouteTarget = NonNullable<ReturnType<HostServerBundle['routeRemote']>>;

/** The screen as rendered, unless the browser could not use it as it is: then null, and said, for the remote's team. */
function checkedScreen(
  request: FastifyRequest,
  url: URL,
  screen: { html: string; queries: unknown },
  css: string,
): RenderedFirstScreen | null {
  // The page's CSP refuses style attributes in HTML: such a screen would render wrongly.
  if (INLINE_STYLE_ATTRIBUTE.test(screen.html)) {
    request.log.warn(`first screen of ${url.pathname}: has style attributes, which the CSP refuses; the page starts in the browser`);
    return null;
  }
  // Part of the screen threw (a browser-only API in render): React would leave it to the
  // browser, so the screen lacks what it is there for.
  if (screen.html.includes(CLIENT_RENDERED_BOUNDARY)) {
    request.log.warn(`first screen of ${url.pathname}: a part failed on the server; the page starts in the browser`);
    return null;
  }
  return { ...screen, css };
}

/**
 * Every visitor gets the same first screen of a page, so one render serves the visitors of the
 * next few seconds (and the ones asking while it runs): rendering the top page costs the server
 * tens of milliseconds, as much as hundreds of API answers. A few seconds is well within how
 * long the API's own answers may be cached (/web/top's short cache).
 */
class RecentScreens {
  private readonly screens = new Map<string, { at: number; screen: Promise<RenderedPage | null> }>();

  constructor(private readonly reuseMs: number) {}

  /** `render` answers null when it may not render now (nothing is kept then). */
  get(key: string, render: () => Promise<RenderedPage | null> | null): Promise<RenderedPage | null> {
    const now = Date.now();
    const kept = this.screens.get(key);
    if (kept && now - kept.at < this.reuseMs) return kept.screen;
    if (this.screens.size >= MAX_KEPT_SCREENS) {
      for (const [other, { at }] of this.screens) if (now - at >= this.reuseMs) this.screens.delete(other);
    }
    const rendered = render();
    if (rendered === null) return Promise.resolve(null);
    const entry = { at: now, screen: rendered };
    if (this.screens.size < MAX_KEPT_SCREENS) this.screens.set(key, entry);
    // A failed (or refused, or partial) render is never kept: the next visitor tries again rather
    // than every visitor of the next seconds getting no first screen.
    void rendered.then((screen) => {
      if (screen === null && this.screens.get(key) === entry) this.screens.delete(key);
      // Kept from when it is there: a render slower than the reuse time would otherwise serve no one after its asker.
      else entry.at = Date.now();
    });
    return rendered;
  }
}

/** `url` with only the query parameters in `names`, in a fixed order: the screen's identity. */
function withParamsRead(url: URL, names: readonly string[]): URL {
  const read = new URL(url.pathname, url);
  for (const name of [...names].sort()) {
    const value = url.searchParams.get(name);
    if (value !== null) read.searchParams.set(name, value);
  }
  return read;
}

/**
 * Fixed-window count of renders per client address: one address asking for page after new page
 * (`/?flood=N` once made other readers' API calls 200 times slower) gets the plain page (it starts
 * in the browser) once past its share, while everyone else's first screens go on.
 */
class RendersPerAddress {
  private window = -1;
  private counts = new Map<string, number>();

  constructor(private readonly limit: RenderLimit) {}

  allow(address: string): boolean {
    const current = Math.floor(Date.now() / this.limit.windowMs);
    // A new window forgets every old count at once, so the map never outgrows one window's readers.
    if (current !== this.window) {
      this.window = current;
      this.counts = new Map();
    }
    const count = (this.counts.get(address) ?? 0) + 1;
    this.counts.set(address, count);
    return count <= this.limit.max;
  }

  /** Whole seconds until the window ends (at least 1): when an address refused now is allowed again. */
  secondsLeft(): number {
    const windowEnd = (Math.floor(Date.now() / this.limit.windowMs) + 1) * this.limit.windowMs;
    return Math.max(1, Math.ceil((windowEnd - Date.now()) / 1000));
  }
}
