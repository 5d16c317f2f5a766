import { createHash, timingSafeEqual } from 'node:crypto';

function hexDigest(algorithm: 'sha256' | 'sha512', text: string): string {
  return createHash(algorithm).update(text, 'utf8').digest('hex');
}

/**
 * The x-bambi-hash of docs/wire-facts.md §1, as `signParams` of @ciao/shared computes it, with Node's
 * synchronous hashing: Web Crypto's digest is async and went through the thread pool eight
 * times a call, which cost more than a cached answer (request-signature.test.ts keeps the two equal).
 */
export function serverSignature(params: Record<string, string>): string {
  const pairs = Object.keys(params)
    .sort()
    .map((key) => `${hexDigest('sha256', key)}_${hexDigest('sha512', params[key] ?? '')}`);
  return hexDigest('sha512', hexDigest('sha256', pairs.join(',')));
}

/** Recomputes the x-bambi-hash of the wire params (docs/wire-facts.md §1) and compares it in constant time. */
export async function hasValidSignature(params: Record<string, string>, header: string | string[] | undefined): Promise<boolean> {
  if (typeof header !== 'string' || !/^[0-9a-f]{128}$/.test(header)) return false;
  const expected = serverSignature(params);
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(header, 'hex'));
}
