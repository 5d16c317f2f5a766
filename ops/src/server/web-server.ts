import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { deploymentsDir, distDir, registryPath } from '../paths';
import { createHostPage, createRegistryReader, type RuntimeConfig } from './host-page';
import { sessionCookieSettings } from '@ciao/api';
import { createFirstScreenRenderer, type RenderLimit } from './first-screen';
import { readRegistry } from '../deploy/registry-store';
import { canonicalPageUrl } from './comics-mount';
import { PRECOMPRESSED_STATIC, registerCompression } from './static-compression';
import { registerFavicon } from './favicon';
import { registerSecurityHeaders } from './security-headers';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface WebServerOptions {
  runtimeConfig: RuntimeConfig;
  /** Mounts the API under /api (the composed site serves everything on one port). */
  registerApi?: (app: FastifyInstance) => Promise<void>;
  logger?: boolean;
  /** The host build to serve; defaults to host/dist. */
  hostDist?: string;
  /** First-screen renders per client address and window; default first-screen.ts RENDER_LIMIT. */
  firstScreenRenderLimit?: RenderLimit;
}

/**
 * The one-port server of the composed site: the host page, the host's hashed files, every
 * deployed remote version (immutable), the registry (no-cache) and the API under /api.
 */
export async function createWebServer(options: WebServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: false });
  const hostDist = options.hostDist ?? distDir('host');
  const registry = createRegistryReader();
  const hostPage = createHostPage(hostDist, options.runtimeConfig, registry);

  registerSecurityHeaders(app, { isProd: options.runtimeConfig.isProd, tagManager: Boolean(options.runtimeConfig.gtmContainerId) });
  await registerCompression(app);

  if (options.registerApi) await app.register(async (api) => options.registerApi!(api), { prefix: '/api' });

  registerFavicon(app, hostDist);
  app.get('/registry.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache').type('application/json');
    return readRegistry(registryPath());
  });
  // The first screen's data comes from the API mounted here; a server without it sends pages without.
  const renderFirstScreen = options.registerApi
    ? createFirstScreenRenderer({
        hostDist,
        deployments: deploymentsDir(),
        registry,
        app,
        localeTimeOffsetFromUtc: options.runtimeConfig.localeTimeOffsetFromUtc,
        sessionCookie: sessionCookieSettings(options.runtimeConfig.isProd, options.runtimeConfig.cookieEnvPrefix).name,
        ...(options.firstScreenRenderLimit ? { renderLimit: options.firstScreenRenderLimit } : {}),
      })
    : null;

  // Old versions stay here, so a page still running old code never meets a missing chunk.
  await app.register(fastifyStatic, {
    root: deploymentsDir(),
    prefix: '/deployments/',
    decorateReply: false,
    // Not a remote's server bundle (dist/server/): it is for the web server, not for browsers.
    allowedPath: (pathName) => /^\/[a-z]+\/[0-9A-Za-z.-]+\/(?!server\/)[^/]/.test(pathName),
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

  // Every other page address belongs to the host's router, which decides what exists (404 included).
  app.setNotFoundHandler(async (request, reply) => {
    const isDocument = (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
    const wantsPage = isDocument && !request.url.startsWith('/api/');
    if (!wantsPage) return reply.code(404).type('text/plain').send('Not Found');
    const canonical = canonicalPageUrl(request.url);
    // Browsers keep a 301 forever unless told otherwise; an hour keeps the choice reversible.
    if (canonical !== null) return reply.header('cache-control', 'public, max-age=3600').redirect(canonical, 301);
    const screen = request.method === 'GET' && renderFirstScreen ? await renderFirstScreen(request) : null;
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(hostPage(screen));
  });
  return app;
}
