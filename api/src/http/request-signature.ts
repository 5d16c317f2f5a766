import { timingSafeEqual } from 'node:crypto';
import { signParams } from '@ciao/shared/contracts';

/** Recomputes the x-bambi-hash of the wire params (api-facts.md) and compares it in constant time. */
export async function hasValidSignature(params: Record<string, string>, header: string | string[] | undefined): Promise<boolean> {
  if (typeof header !== 'string' || !/^[0-9a-f]{128}$/.test(header)) return false;
  const expected = await signParams(params);
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(header, 'hex'));
}
