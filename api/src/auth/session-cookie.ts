import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionCookieSettings } from '../http/api-context';

const BASE_NAME = 'ciao_session';

/** Spec 9: cookies carry the environment prefix outside production. */
export function sessionCookieSettings(isProd: boolean, cookiePrefix: string): SessionCookieSettings {
  return { name: isProd ? BASE_NAME : `${cookiePrefix}${BASE_NAME}`, secure: isProd };
}

export function readSessionCookie(request: FastifyRequest, settings: SessionCookieSettings): string | undefined {
  return request.cookies[settings.name];
}

export function setSessionCookie(reply: FastifyReply, settings: SessionCookieSettings, token: string, expiresAt: Date): void {
  reply.setCookie(settings.name, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: settings.secure,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, settings: SessionCookieSettings): void {
  reply.clearCookie(settings.name, { httpOnly: true, sameSite: 'lax', path: '/', secure: settings.secure });
}
