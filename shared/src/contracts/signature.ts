/**
 * The `x-bambi-hash` request signature of api-facts.md, shared by client and server:
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

async function hexDigest(algorithm: 'SHA-256' | 'SHA-512', text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest(algorithm, encoder.encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function signParams(params: Record<string, string>): Promise<string> {
  const keys = Object.keys(params).sort();
  const pairs = await Promise.all(
    keys.map(async (key) => `${await hexDigest('SHA-256', key)}_${await hexDigest('SHA-512', params[key] ?? '')}`),
  );
  return hexDigest('SHA-512', await hexDigest('SHA-256', pairs.join(',')));
}

/** Search-engine bots, social preview bots and an uptime monitor (spec section 9). */
const CRAWLER_PATTERN =
  /googlebot|bingbot|yandex|baiduspider|duckduckbot|slurp|applebot|twitterbot|facebookexternalhit|line-poker|slackbot|discordbot|linkedinbot|uptimerobot/i;

export function isCrawlerUserAgent(userAgent: string): boolean {
  return CRAWLER_PATTERN.test(userAgent);
}
