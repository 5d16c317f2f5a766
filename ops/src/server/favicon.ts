import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Unhashed, so cached a day rather than forever: a new icon shows within a day. */
const FAVICON_CACHE = 'public, max-age=86400';

/**
 * The host's icon (host/src/favicon.svg, copied to the build's root by the host build and
 * linked from the page) at /favicon.svg, and at /favicon.ico too, which browsers and crawlers
 * ask for on their own: a 404 there is a console error on every first visit.
 */
export function registerFavicon(app: FastifyInstance, hostDist: string): void {
  const file = path.join(hostDist, 'favicon.svg');
  if (!existsSync(file)) return;
  const icon = readFileSync(file);
  for (const url of ['/favicon.svg', '/favicon.ico']) {
    app.get(url, async (_request, reply) => reply.header('cache-control', FAVICON_CACHE).type('image/svg+xml').send(icon));
  }
}
