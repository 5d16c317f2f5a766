import type { FastifyInstance } from 'fastify';
import { ROUTES } from '@ciao/shared/route-paths';

/**
 * What crawlers may fetch: the public pages, not the reader's own (my pages, purchases, history),
 * sign-up, log-in, password and email flows, payment pages, the API or the ops console. The
 * route prefixes come from the route map (shared/src/routes/paths.ts); those pages also say
 * noindex in their heads (host/src/head/route-heads.ts), for links from elsewhere.
 */
const PRIVATE_ROUTES = [
  ROUTES.MYPAGE.path,
  ROUTES.LOGIN.path,
  ROUTES.SIGNUP.path,
  ROUTES.PRESAVE.path,
  ROUTES.GIFT.path,
  ROUTES.RESIGN.path,
  '/email/',
  '/password/',
  '/fanletter/',
  '/point/',
  '/payment/',
  ROUTES.COIN.path,
  ROUTES.PURCHASED.path,
  ROUTES.TICKET_HISTORY.path,
  ROUTES.SUBSCRIPTION.path,
  ROUTES.LIMITED.path,
  '/denied/',
  '/error/',
  '/api/',
  '/ops',
];

/** `/robots.txt`: the private pages disallowed, the sitemap named at the public origin. */
export function registerRobots(app: FastifyInstance, publicOrigin: string): void {
  const text = [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_ROUTES.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicOrigin)}`,
    '',
  ].join('\n');
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(text),
  );
}
