import { SESSION_COOKIE } from '@tiangong/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from './auth-user.ts';
import { loadSessionUser, type NewSession } from './session.service.ts';

/** Resolves (once per request) the user behind the session cookie. */
export async function resolveUser(request: FastifyRequest): Promise<AuthUser | null> {
  if (request.authUser !== undefined) return request.authUser;
  const token = request.cookies[SESSION_COOKIE];
  request.authUser = token ? await loadSessionUser(request.server.db, request.server.config, token) : null;
  return request.authUser;
}

export function setSessionCookie(reply: FastifyReply, session: NewSession): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.config.cookieSecure,
    ...(session.cookieMaxAge ? { maxAge: session.cookieMaxAge } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
