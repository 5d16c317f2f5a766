import { RESPONSE_CODES } from '@ciao/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendFailure } from './envelope';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/**
 * Why the request comes from another site, or null. Browsers send Origin with every
 * cross-origin POST (and Sec-Fetch-Site in modern ones); our pages are served from the
 * API's own host, so a different host means a page elsewhere is posting with the reader's
 * cookie. Calls without any of these headers are not from a browser page and are let
 * through: the SameSite=Lax cookie already stays home on cross-site POSTs. A proxy in
 * front of the API must pass the Host header through unchanged.
 */
export function crossSiteReason(request: FastifyRequest): string | null {
  if (request.headers['sec-fetch-site'] === 'cross-site') return 'cross-site request';
  const host = request.headers.host;
  const origin = request.headers.origin;
  if (origin !== undefined) return hostOf(origin) === host ? null : 'origin does not match host';
  const referer = request.headers.referer;
  if (referer !== undefined) return hostOf(referer) === host ? null : 'referer does not match host';
  return null;
}

/** Fastify onRequest hook: unsafe methods from another site answer 1001 (HTTP 403) before anything runs. */
export async function crossSiteGuard(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (SAFE_METHODS.has(request.method)) return undefined;
  const reason = crossSiteReason(request);
  // Returning the sent reply tells Fastify to stop: the route handler never runs.
  return reason === null ? undefined : sendFailure(reply, RESPONSE_CODES.PARAMETER_INVALID, `refused: ${reason}`, 403);
}
