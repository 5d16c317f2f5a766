import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What we accept from a caller (a proxy's or a load balancer's id); anything else is replaced. */
const ACCEPTABLE = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the caller's `x-request-id` when it looks like an id (so one id follows a
 * request through the web server and the API process), a fresh UUID otherwise. Every log line of
 * the request carries it, and the answer echoes it.
 */
export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers[REQUEST_ID_HEADER];
  return typeof header === 'string' && ACCEPTABLE.test(header) ? header : randomUUID();
}

/** Fastify server options for request ids; every pino JSON log line of a request carries it as `reqId`. */
export function requestIdServerOptions() {
  return {
    genReqId: requestIdOf,
    // Fastify would otherwise take the header verbatim, unchecked; genReqId checks it instead.
    requestIdHeader: false as const,
  };
}
