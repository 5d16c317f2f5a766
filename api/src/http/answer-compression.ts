import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip for every answer of 1 KiB or more whose type compresses, as the client's
 * Accept-Encoding allows (Vary: Accept-Encoding is added). Brotli at quality 4, the plugin's
 * default: quality 11 costs tens of milliseconds per answer for a few percent. An answer that
 * already has a Content-Encoding (a precompressed static file) is sent as it is.
 */
export async function registerAnswerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
}
