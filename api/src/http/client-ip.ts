import { CLIENT_IP_HEADER } from '@ciao/shared/contracts';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The reader's address. Our own one-port web server forwards it in CLIENT_IP_HEADER from
 * loopback; from anywhere else the header is whatever a browser chose to send, so it is ignored.
 */
export function clientIpOf(request: FastifyRequest): string {
  const socketAddress = request.socket.remoteAddress ?? '';
  const forwarded = request.headers[CLIENT_IP_HEADER];
  if (LOOPBACK.has(socketAddress) && typeof forwarded === 'string' && forwarded.length > 0 && forwarded.length <= 64) {
    return forwarded;
  }
  return socketAddress;
}
