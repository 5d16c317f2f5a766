import { crossSiteReason, type Database, type LoginThrottle, readCookie, readFieldHealth, verifyPassword } from '@ciao/api';
import { REMOTE_NAMES } from '@ciao/shared/federation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DeployError } from '../../deploy/deployments';
import type { OpsCredentials } from './ops-credentials';
import type { OpsRegistry } from './ops-registry';
import { OPS_SESSION_COOKIE, opsSessionCookie, signOpsSession, verifyOpsSession } from './ops-session';

export interface OpsApiOptions {
  credentials: OpsCredentials;
  registry: OpsRegistry;
  /** The API's database, where field health is summed (api/src/queries/field-health/). */
  db: Database;
  /** Wrong passwords per name and per client address. */
  throttle: LoginThrottle;
  secureCookie: boolean;
  clock?: () => Date;
}

const signInSchema = z.object({ user: z.string().min(1).max(100), password: z.string().min(1).max(200) });
const healthQuerySchema = z.object({
  hours: z.coerce.number().positive().max(168).default(6),
  stepMinutes: z.coerce.number().int().positive().max(1440).default(15),
  remote: z.enum(REMOTE_NAMES).optional(),
});
const auditQuerySchema = z.object({ limit: z.coerce.number().int().positive().max(500).default(50) });
/** Every action says why: the reason goes to the audit log. */
const reason = z.string().trim().min(3).max(300);
const actionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('rollback'), remote: z.enum(REMOTE_NAMES), to: z.string().min(1).max(80).optional(), reason }),
  z.object({ action: z.enum(['pin', 'unpin', 'promote', 'abort']), remote: z.enum(REMOTE_NAMES), reason }),
]);

const fail = (reply: FastifyReply, status: number, error: string, headers: Record<string, string> = {}) =>
  reply
    .status(status)
    .headers({ 'cache-control': 'no-store', ...headers })
    .send({ error });

/**
 * The ops console's API, under /ops/api: sign-in with the ops account (scrypt hash, the API's
 * wrong-password throttle per name and per address, its own HttpOnly SameSite=Strict cookie on
 * /ops), then the registry overview, field health, the audit log and the actions. Every call but
 * the sign-in answers 401 without the ops cookie: a reader's session is not one.
 */
export async function registerOpsApi(app: FastifyInstance, options: OpsApiOptions): Promise<void> {
  const clock = options.clock ?? (() => new Date());
  const { credentials, throttle } = options;

  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const crossSite = crossSiteReason(request);
      if (crossSite) return fail(reply, 403, `refused: ${crossSite}`);
    }
    if (request.url.split('?')[0]?.endsWith('/session') && request.method === 'POST') return undefined;
    const user = verifyOpsSession(credentials.sessionKey, readCookie(request.headers.cookie, OPS_SESSION_COOKIE), clock());
    if (!user) return fail(reply, 401, 'sign in with the ops account');
    (request as FastifyRequest & { opsUser?: string }).opsUser = user;
    return undefined;
  });
  const opsUser = (request: FastifyRequest) => (request as FastifyRequest & { opsUser?: string }).opsUser ?? 'ops';

  app.post('/session', async (request, reply) => {
    const body = signInSchema.safeParse(request.body);
    if (!body.success) return fail(reply, 400, 'user and password are required');
    const now = clock();
    const keys = [`name:${body.data.user.trim().toLowerCase()}`, `address:${request.ip}`];
    const lockedFor = Math.max(...(await Promise.all(keys.map((key) => throttle.lockedFor(key, now)))));
    if (lockedFor > 0) return fail(reply, 429, 'too many wrong passwords; wait', { 'retry-after': String(Math.ceil(lockedFor / 1000)) });
    const matches = body.data.user === credentials.user && (await verifyPassword(body.data.password, credentials.passwordHash));
    if (!matches) {
      for (const key of keys) await throttle.failed(key, now);
      return fail(reply, 401, 'wrong user or password');
    }
    for (const key of keys) await throttle.succeeded(key);
    reply.header(
      'set-cookie',
      opsSessionCookie(signOpsSession(credentials.sessionKey, credentials.user, now), { secure: options.secureCookie }),
    );
    return { user: credentials.user };
  });
  app.get('/session', async (request) => ({ user: opsUser(request) }));
  app.delete('/session', async (_request, reply) => {
    reply.header('set-cookie', opsSessionCookie('', { secure: options.secureCookie, clear: true }));
    return reply.status(204).send();
  });

  app.get('/overview', async () => options.registry.overview());
  app.get('/health', async (request, reply) => {
    const query = healthQuerySchema.safeParse(request.query);
    if (!query.success) return fail(reply, 400, 'hours (up to 168), stepMinutes and remote are the parameters');
    const until = clock();
    return readFieldHealth(options.db, {
      since: new Date(until.getTime() - query.data.hours * 3_600_000),
      until: new Date(until.getTime() + 60_000), // the current minute included
      stepMinutes: query.data.stepMinutes,
      ...(query.data.remote ? { remote: query.data.remote } : {}),
    });
  });
  app.get('/audit', async (request, reply) => {
    const query = auditQuerySchema.safeParse(request.query);
    if (!query.success) return fail(reply, 400, 'limit is 1 to 500');
    return { entries: await options.registry.auditLog(query.data.limit) };
  });
  app.post('/actions', async (request, reply) => {
    const action = actionSchema.safeParse(request.body);
    if (!action.success)
      return fail(reply, 400, 'an action (rollback, pin, unpin, promote, abort), a remote and a reason of 3 characters or more');
    const who = { actor: `${opsUser(request)} (console)`, reason: action.data.reason };
    try {
      const { remote } = action.data;
      if (action.data.action === 'rollback') return { ...(await options.registry.rollback(remote, action.data.to, who)) };
      if (action.data.action === 'promote') return { ...(await options.registry.promote(remote, who)) };
      if (action.data.action === 'abort') return { ...(await options.registry.abort(remote, who)) };
      await options.registry.setPinned(action.data.remote, action.data.action === 'pin', who);
      return { pinned: action.data.action === 'pin' };
    } catch (error) {
      if (error instanceof DeployError) return fail(reply, 409, error.message);
      throw error;
    }
  });
}
