import type { FastifyInstance } from 'fastify';
import { registerAnswerCompression } from '@ciao/api';

/**
 * For @fastify/static: send the .br or .gz file the build wrote next to each text asset
 * (ops/src/webpack/precompress-plugins.ts) with Content-Encoding and Vary: Accept-Encoding,
 * the plain file when the client accepts neither or no compressed file exists. Integrity
 * (SRI) is checked by the browser over the decoded bytes, so the registry's hash still holds.
 */
export const PRECOMPRESSED_STATIC = { preCompressed: true } as const;

/** Per-answer compression of every route: the in-process API, the registry and the host page. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await registerAnswerCompression(app);
}
