import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionCookieSettings } from '../http/api-context';

const BASE_NAME = 'ciao_session';

// Cookies are read and written here by hand: @fastify/cookie loads the ESM-only `cookie`
// package with a dynamic import(), which Jest's CommonJS VM cannot run, and the one
// cookie this API uses needs only a few lines.

/** docs/product-rules.md §9: cookies carry the environment prefix outside production. */
export function sessionCookieSettings(isProd: boolean, cookiePrefix: string): SessionCookieSettings {
  return { name: isProd ? BASE_NAME : `${cookiePrefix}${BASE_NAME}`, secure: isProd };
}

/** The value of cookie `name` in a Cookie header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(part.slice(separator + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function readSessionCookie(request: FastifyRequest, settings: SessionCookieSettings): string | undefined {
  return readCookie(request.headers.cookie, settings.name);
}

function setCookieHeader(settings: SessionCookieSettings, value: string, expires: Date): string {
  // The token is base64url, so it needs no encoding.
  const attributes = [`${settings.name}=${value}`, 'Path=/', `Expires=${expires.toUTCString()}`, 'HttpOnly', 'SameSite=Lax'];
  if (settings.secure) attributes.push('Secure');
  return attributes.join('; ');
}

export function setSessionCookie(reply: FastifyReply, settings: SessionCookieSettings, token: string, expiresAt: Date): void {
  reply.header('set-cookie', setCookieHeader(settings, token, expiresAt));
}

export function clearSessionCookie(reply: FastifyReply, settings: SessionCookieSettings): void {
  reply.header('set-cookie', setCookieHeader(settings, '', new Date(0)));
}
