import { BlockList, isIP } from 'node:net';
import { CLIENT_IP_HEADER, CLIENT_REGION_HEADER } from '@ciao/shared/contracts';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const isLoopback = (address: string): boolean => LOOPBACK.has(address);

/** Node reports IPv4 peers on a dual-stack socket as ::ffff:a.b.c.d; compare them as a.b.c.d. */
const plainAddress = (address: string) => (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address);

/**
 * The proxies whose CLIENT_IP_HEADER is believed: addresses or CIDR ranges ('127.0.0.1',
 * '10.0.0.0/8', '::1'). Anything else is refused, so a typo does not silently trust nobody.
 */
export function trustedProxyList(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || (bits !== undefined && !/^\d{1,3}$/.test(bits)))
      throw new Error(`TRUSTED_PROXIES: not an address or range: ${entry}`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const plain = plainAddress(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/** TRUSTED_PROXIES=127.0.0.1,10.0.0.0/8 -> the entries; unset or empty: none (the header is never believed). */
export function trustedProxiesFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The reader's address: the socket peer, or CLIENT_IP_HEADER when the peer is one of the
 * trusted proxies (which overwrite the header with their own peer). From anyone else the header
 * is whatever the caller chose to send, so it is ignored, loopback included.
 */
export function clientIpResolver(isTrustedProxy: (address: string) => boolean): (request: FastifyRequest) => string {
  return (request) => headerFromTrustedProxy(request, isTrustedProxy, CLIENT_IP_HEADER, 64) ?? request.socket.remoteAddress ?? '';
}

/** A header only a trusted proxy may set (it overwrites what the browser sent); null from anyone else. */
function headerFromTrustedProxy(
  request: FastifyRequest,
  isTrustedProxy: (address: string) => boolean,
  name: string,
  maxLength: number,
): string | null {
  const value = request.headers[name];
  if (!isTrustedProxy(request.socket.remoteAddress ?? '')) return null;
  return typeof value === 'string' && value.length > 0 && value.length <= maxLength ? value : null;
}

/** DENIED_REGIONS=CN,RU -> ['CN', 'RU'] (ISO 3166-1 alpha-2, any case); unset or empty: none refused. */
export function deniedRegionsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.DENIED_REGIONS ?? '')
    .split(',')
    .map((entry) => entry.trim().toUpperCase())
    .filter(Boolean);
}

/**
 * Is this request from a region the operator refuses? The region is CLIENT_REGION_HEADER as the
 * edge (a trusted proxy) places the reader; a request without it, or not through a trusted
 * proxy, is never refused: a caller choosing its own region could only refuse itself.
 */
export function regionRefusal(
  isTrustedProxy: (address: string) => boolean,
  deniedRegions: readonly string[],
): (request: FastifyRequest) => boolean {
  const denied = new Set(deniedRegions.map((region) => region.toUpperCase()));
  if (denied.size === 0) return () => false;
  return (request) => {
    const region = headerFromTrustedProxy(request, isTrustedProxy, CLIENT_REGION_HEADER, 8);
    return region !== null && denied.has(region.toUpperCase());
  };
}

/**
 * A request from this machine: the socket peer is loopback and, when a proxy on this machine
 * forwarded it (CLIENT_IP_HEADER present), the client it names is loopback too.
 */
export function isFromLoopback(request: FastifyRequest): boolean {
  if (!isLoopback(request.socket.remoteAddress ?? '')) return false;
  const forwarded = request.headers[CLIENT_IP_HEADER];
  return forwarded === undefined || (typeof forwarded === 'string' && isLoopback(forwarded));
}
