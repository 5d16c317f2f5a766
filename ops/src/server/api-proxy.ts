import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER } from '@ciao/shared/contracts';

/** Hop-by-hop headers (RFC 9110 7.6.1): they describe one connection and are never forwarded. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade']);

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

/**
 * `/api/*` forwarded to API processes in turn (round robin), for the web server in front of
 * several API instances (docker-compose). The body is streamed, not parsed. The reader's address
 * goes in CLIENT_IP_HEADER from the socket, replacing whatever the browser sent, so rate limits
 * key on the real client; Host is passed unchanged (the API's cross-site check compares it with
 * Origin). An upstream that does not answer gives 502 with the API's error envelope.
 */
export async function registerApiProxy(app: FastifyInstance, upstreams: readonly string[]): Promise<void> {
  if (upstreams.length === 0) throw new Error('API_UPSTREAMS lists no upstream');
  const targets = upstreams.map((upstream) => new URL(upstream));
  let next = 0;

  await app.register(async (scope) => {
    // Every body stays a raw stream for the upstream to parse.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    const forward = (request: FastifyRequest, reply: FastifyReply) => {
      const target = targets[next % targets.length] as URL;
      next += 1;
      reply.hijack();
      const upstream = httpRequest(
        {
          protocol: target.protocol,
          hostname: target.hostname,
          port: target.port,
          method: request.method,
          path: request.url,
          headers: {
            ...forwardable(request.headers),
            [CLIENT_IP_HEADER]: request.socket.remoteAddress ?? '',
            'x-request-id': String(request.id),
          },
        },
        (answer) => {
          reply.raw.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
          answer.pipe(reply.raw);
        },
      );
      upstream.on('error', (error) => {
        request.log.error({ err: error, upstream: target.origin }, 'API upstream failed');
        if (reply.raw.headersSent) {
          reply.raw.destroy();
          return;
        }
        reply.raw.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
        reply.raw.end(JSON.stringify({ response_code: 1099, message: 'API unavailable' }));
      });
      request.raw.pipe(upstream);
    };
    scope.all('/api', forward);
    scope.all('/api/*', forward);
  });
}

/** API_UPSTREAMS=http://api1:8081,http://api2:8081 -> the list, or undefined when unset. */
export function apiUpstreamsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] | undefined {
  const list = (env.API_UPSTREAMS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return list.length > 0 ? list : undefined;
}
