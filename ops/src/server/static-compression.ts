import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerAnswerCompression } from '@ciao/api';

/**
 * For @fastify/static: send the .br or .gz file the build wrote next to each text asset
 * (ops/src/webpack/precompress-plugins.ts) with Content-Encoding and Vary: Accept-Encoding,
 * the plain file when the client accepts neither or no compressed file exists. Integrity
 * (SRI) is checked by the browser over the decoded bytes, so the registry's hash still holds.
 */
export const PRECOMPRESSED_STATIC = { preCompressed: true } as const;

/** The encodings a client accepts, without those it refuses with q=0. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
    if (name && !refused) accepted.add(name);
  }
  return accepted;
}

/**
 * The host page is answered by the not-found handler (every page address is the host's),
 * which @fastify/compress does not see: it hooks routes only. The page is a few KiB, so
 * compressing it in place costs well under a millisecond.
 */
async function compressPage(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const type = String(reply.getHeader('content-type') ?? '');
  if (typeof payload !== 'string' || !type.startsWith('text/html') || reply.getHeader('content-encoding')) return payload;
  if (Buffer.byteLength(payload) < 1024) return payload;
  reply.header('vary', 'accept-encoding');
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  if (accepted.has('br')) {
    reply.header('content-encoding', 'br');
    return brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (accepted.has('gzip')) {
    reply.header('content-encoding', 'gzip');
    return gzipSync(payload);
  }
  return payload;
}

/** Per-answer compression: the in-process API and the registry (routes), and the host page. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await registerAnswerCompression(app);
  app.addHook('onSend', async (request, reply, payload) => (request.is404 ? compressPage(request, reply, payload) : payload));
}
