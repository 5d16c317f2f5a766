import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@ciao/api';
import type { Delivery } from '../../deploy/delivery-config';
import { CONSOLE_DIST } from './console-build';
import { registerOpsApi, type OpsApiOptions } from './ops-api';
import { storeOpsRegistry } from './ops-registry';

/**
 * The ops console on the web server: its API at /ops/api (ops-api.ts), its page at /ops and its
 * scripts at /ops/*.js. The page itself is public (a sign-in form); everything it shows comes
 * from the API behind the ops cookie. Its HTML gets the host page's CSP and style nonce
 * (security-headers.ts), which style-loader's inserter reads like the reader's page does.
 */
export async function registerOpsConsole(app: FastifyInstance, options: OpsApiOptions & { consoleDist: string }): Promise<void> {
  await app.register(async (api) => registerOpsApi(api, options), { prefix: '/ops/api' });
  const page = readFileSync(path.join(options.consoleDist, 'index.html'), 'utf8');
  const sendPage = async (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  app.get('/ops', sendPage);
  app.get('/ops/', sendPage);
  await app.register(fastifyStatic, {
    root: options.consoleDist,
    prefix: '/ops/',
    decorateReply: false,
    index: false,
    // Only the content-hashed scripts: not index.html (sent above) nor the build stamp.
    allowedPath: (pathName) => /^\/[\w.-]+\.js$/.test(pathName),
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
  });
}

/**
 * The console's options as `npm start` and every web node mount it: its build, the ops account,
 * the delivery's registry (the CLI's checks and audit log) and the site's database for field health.
 */
export function opsConsoleOptions(options: {
  delivery: Delivery;
  db: Database;
  credentials: OpsApiOptions['credentials'];
  throttle: OpsApiOptions['throttle'];
  isProd: boolean;
}): OpsApiOptions & { consoleDist: string } {
  return {
    consoleDist: CONSOLE_DIST,
    credentials: options.credentials,
    registry: storeOpsRegistry(options.delivery),
    db: options.db,
    throttle: options.throttle,
    secureCookie: options.isProd,
  };
}
