import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { distDir } from '../paths';
import { createHostPage, type RuntimeConfig } from './host-page';
import { sessionCookieSettings } from '@ciao/api';
import { createFirstScreenRenderer, type RenderLimit } from './first-screen';
import { type Delivery, deliveryFromEnv, versionCacheDir } from '../deploy/delivery-config';
import { VersionMirror } from '../deploy/version-mirror';
import { openRegistryFeed } from './registry-feed';
import { CohortDealer, cohortCookie, readCohort } from './cohort';
import { canonicalPageUrl, sitePath } from './comics-mount';
import { PRECOMPRESSED_STATIC, registerCompression } from './static-compression';
import { registerAppIcons } from './app-icons';
import { PAGE_REQUEST } from './page-request';
import { registerFavicon } from './favicon';
import { registerRobots } from './robots';
import { registerSiteMap, type SiteMapOptions } from './site-map';
import { registerSecurityHeaders } from './security-headers';
import type { OpsApiOptions } from './ops/ops-api';
import { registerOpsConsole } from './ops/ops-console-routes';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Where canonical links point when no public origin is configured (PUBLIC_ORIGIN, ops/src/site.ts). */
const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:8080';

export interface WebServerOptions {
  runtimeConfig: RuntimeConfig;
  /** Mounts the API under /api (the composed site serves everything on one port). */
  registerApi?: (app: FastifyInstance) => Promise<void>;
  logger?: boolean;
  /**
   * Where the first screens' API calls go when the API is not mounted here (a web node of the
   * production tier): its origin, e.g. http://api1:8081. Neither: pages without first screens.
   */
  apiOrigin?: string;
  /** The host build to serve; defaults to host/dist. */
  hostDist?: string;
  /** First-screen renders per client address and window; default first-screen.ts RENDER_LIMIT. */
  firstScreenRenderLimit?: RenderLimit;
  /** The version store and registry; defaults to the environment's (delivery-config.ts). */
  delivery?: Delivery;
  log?: (line: string) => void;
  /** The ops console at /ops (ops/src/server/ops/); absent: not served. */
  opsConsole?: OpsApiOptions & { consoleDist: string };
  /** Benchmarks only: pages keep index.html's title and description, as before the server wrote each page's head (bench:lighthouse). */
  withoutHead?: boolean;
  /** The catalogue's public pages for /sitemap.xml (@ciao/api readSiteMapData); absent: no sitemap. */
  readSiteMap?: SiteMapOptions['read'];
}

/**
 * A version's file under /deployments/<remote>/<version>/ that browsers may have: not a remote's
 * server bundle (dist/server/, the web server's), not a source map (the sources, for the team),
 * not the version's file list (a dot file).
 */
export const PUBLIC_VERSION_FILE = /^\/([a-z]+)\/([0-9A-Za-z][0-9A-Za-z.-]*)\/(?!server\/)(?!\.)(?!.*\/\.)[^?#]*[^/?#](?<!\.map)$/;

/**
 * The one-port server of the composed site: the host page, the host's hashed files, every
 * deployed remote version (immutable), the registry (no-cache) and the API under /api.
 */
export async function createWebServer(options: WebServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: false });
  const hostDist = options.hostDist ?? distDir('host');
  const log = options.log ?? ((line: string) => console.log(line));
  const delivery = options.delivery ?? deliveryFromEnv();
  const mirror = new VersionMirror(delivery.versions, versionCacheDir());
  const feed = await openRegistryFeed(delivery, mirror, log);
  app.addHook('onClose', async () => {
    await feed.close();
    if (!options.delivery) await delivery.registry.close();
  });
  const hostPage = createHostPage(hostDist, options.runtimeConfig);
  // The registry of the browser's canary cohort; a browser without one is given one, kept by its cookie.
  const cohorts = new CohortDealer();
  const registryFor = (request: FastifyRequest, reply: FastifyReply) => {
    let cohort = readCohort(request.headers.cookie);
    if (cohort === null) {
      cohort = cohorts.next();
      reply.header('set-cookie', cohortCookie(cohort, options.runtimeConfig.isProd));
    }
    return feed.current().forCohort(cohort);
  };

  registerSecurityHeaders(app, { isProd: options.runtimeConfig.isProd, tagManager: Boolean(options.runtimeConfig.gtmContainerId) });
  await registerCompression(app);

  if (options.registerApi) await app.register(async (api) => options.registerApi!(api), { prefix: '/api' });

  if (options.opsConsole) await registerOpsConsole(app, options.opsConsole);
  registerFavicon(app, hostDist);
  registerAppIcons(app);
  const publicOrigin = options.runtimeConfig.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN;
  registerRobots(app, publicOrigin);
  if (options.readSiteMap) registerSiteMap(app, { publicOrigin, read: options.readSiteMap });
  app.get('/registry.json', async (request, reply) => {
    // Per browser (its cohort); no-cache: every use asks again, so no cache hands it to another browser.
    reply.header('cache-control', 'no-cache').type('application/json');
    return registryFor(request, reply);
  });
  // The first screen's data comes from the API mounted here; a server without it sends pages without.
  const renderFirstScreen =
    options.registerApi || options.apiOrigin
      ? createFirstScreenRenderer({
          hostDist,
          deployments: mirror.root,
          api: options.registerApi ? { app } : { origin: options.apiOrigin! },
          localeTimeOffsetFromUtc: options.runtimeConfig.localeTimeOffsetFromUtc,
          sessionCookie: sessionCookieSettings(options.runtimeConfig.isProd, options.runtimeConfig.cookieEnvPrefix).name,
          publicOrigin,
          ...(options.firstScreenRenderLimit ? { renderLimit: options.firstScreenRenderLimit } : {}),
        })
      : null;

  // Old versions stay served, so a page still running old code never meets a missing chunk; a
  // version this node has no copy of yet (object storage) is copied before its file is answered.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/deployments/')) return;
    const match = PUBLIC_VERSION_FILE.exec(request.url.slice('/deployments'.length).split('?')[0]!);
    if (match) await mirror.ensure(match[1]!, match[2]!).catch(() => undefined);
  });
  await app.register(fastifyStatic, {
    root: mirror.root,
    prefix: '/deployments/',
    decorateReply: false,
    allowedPath: (pathName) => PUBLIC_VERSION_FILE.test(pathName),
    setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
    index: false,
    ...PRECOMPRESSED_STATIC,
  });
  await app.register(fastifyStatic, {
    root: path.join(hostDist, 'static'),
    prefix: '/static/',
    decorateReply: false,
    setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
    index: false,
    ...PRECOMPRESSED_STATIC,
  });

  // Every other page address belongs to the host's router, which decides what exists (404 included):
  // the server renders it to know (first-screen.ts).
  // A route (not the not-found handler), so @fastify/compress compresses the page as Accept-Encoding's
  // q-values choose; only a browser's document request outside /api reaches it (page-request.ts).
  app.addConstraintStrategy(PAGE_REQUEST);
  app.get('/*', { constraints: { [PAGE_REQUEST.name]: true } }, async (request, reply) => {
    const canonical = canonicalPageUrl(request.url);
    // Browsers keep a 301 forever unless told otherwise; an hour keeps the choice reversible.
    if (canonical !== null) return reply.header('cache-control', 'public, max-age=3600').redirect(canonical, 301);
    const registry = registryFor(request, reply);
    let page = renderFirstScreen ? await renderFirstScreen(request, registry) : null;
    // A page that is a redirect (a latest link, route-heads.ts): the page it names, with the link's query.
    if (page?.location !== undefined && page.status >= 300 && page.status < 400) {
      const queryAt = request.url.indexOf('?');
      const location = sitePath(page.location + (queryAt === -1 ? '' : request.url.slice(queryAt)));
      // Where it goes changes (a new episode): asked again each time, never kept.
      if (location !== null) return reply.header('cache-control', 'no-cache').redirect(location, page.status);
      request.log.warn(`${request.url}: a redirect off the site (${page.location}) refused; the page makes its own`);
      page = { ...page, status: 200 };
    }
    // The page's own status (host/src/head/route-heads.ts): 404 for an address or id that names nothing, 451, 503...
    if (page?.retryAfter !== undefined) reply.header('retry-after', String(page.retryAfter));
    return reply
      .code(page?.status ?? 200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(hostPage(registry, page && options.withoutHead ? { ...page, head: '' } : page));
  });
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).type('text/plain').send('Not Found'));
  return app;
}
