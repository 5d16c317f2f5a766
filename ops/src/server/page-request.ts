import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

type ConstraintStrategy = Parameters<FastifyInstance['addConstraintStrategy']>[0];
type RouteHandler = NonNullable<ReturnType<ReturnType<ConstraintStrategy['storage']>['get']>>;

/**
 * Route constraint `page`: true for a browser's request of a document (GET or HEAD asking for
 * text/html) outside /api. The host page's catch-all route takes only those, so anything else
 * unknown (a missing script, an unknown API call) still gets its own 404: the API's envelope
 * under /api, plain text elsewhere.
 */
export const PAGE_REQUEST: ConstraintStrategy & { name: 'page' } = {
  name: 'page',
  storage() {
    const handlers = new Map<boolean, RouteHandler>();
    return {
      get: (value: boolean) => handlers.get(value) ?? null,
      set: (value: boolean, handler: RouteHandler) => {
        handlers.set(value, handler);
      },
    };
  },
  deriveConstraint(request: IncomingMessage): boolean {
    const isDocument = (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
    return isDocument && !(request.url ?? '').startsWith('/api/');
  },
  mustMatchWhenDerived: false,
  validate(value: unknown) {
    if (typeof value !== 'boolean') throw new Error('the page constraint is true or false');
  },
};
