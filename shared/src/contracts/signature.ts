/**
 * The `x-bambi-hash` request signature of docs/wire-facts.md §1, shared by client and server:
 * sort params by key; per pair hex(sha256(key)) + '_' + hex(sha512(value)); join with ',';
 * signature = hex(sha512(hex(sha256(joined)))). Uses Web Crypto, present in browsers and Node 20.
 */
export const SIGNATURE_HEADER = 'x-bambi-hash';
export const CRAWLER_HEADER = 'x-bambi-is-crawler';
/** Set by our own web server (never trusted from the browser) when it forwards a request. */
export const CLIENT_IP_HEADER = 'x-ciao-client-ip';
/** The reader's region (ISO 3166-1 alpha-2) as the edge places it; believed only from trusted proxies, like the address. */
export const CLIENT_REGION_HEADER = 'x-ciao-client-region';

const encoder = new TextEncoder();
/** Two hex digits per byte value: a signature is 2 + 2 x params digests, each turned into hex. */
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

async function hexDigest(algorithm: 'SHA-256' | 'SHA-512', text: string): Promise<string> {
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest(algorithm, encoder.encode(text)));
  let hex = '';
  for (const byte of digest) hex += HEX[byte];
  return hex;
}

/**
 * The keys are a few names (version, platform, title_id...): each one's digest is computed
 * once. Bounded, because the server signs whatever keys a request brings.
 */
const keyDigests = new Map<string, Promise<string>>();
const MAX_KEY_DIGESTS = 512;

function keyDigest(key: string): Promise<string> {
  let digest = keyDigests.get(key);
  if (!digest) {
    digest = hexDigest('SHA-256', key);
    if (keyDigests.size < MAX_KEY_DIGESTS) keyDigests.set(key, digest);
  }
  return digest;
}

export async function signParams(params: Record<string, string>): Promise<string> {
  const keys = Object.keys(params).sort();
  const pairs = await Promise.all(keys.map(async (key) => `${await keyDigest(key)}_${await hexDigest('SHA-512', params[key] ?? '')}`));
  return hexDigest('SHA-512', await hexDigest('SHA-256', pairs.join(',')));
}

/** Search-engine bots, social preview bots and an uptime monitor (docs/product-rules.md §9). */
const CRAWLER_PATTERN =
  /googlebot|bingbot|yandex|baiduspider|duckduckbot|slurp|applebot|twitterbot|facebookexternalhit|line-poker|slackbot|discordbot|linkedinbot|uptimerobot/i;

export function isCrawlerUserAgent(userAgent: string): boolean {
  return CRAWLER_PATTERN.test(userAgent);
}
