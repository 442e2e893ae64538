/**
 * The session cookie `__Host-sid`: HttpOnly, Secure, SameSite=Lax, Path=/, no Domain.
 *
 * Why Secure even on plain-http localhost: Chromium (checked with Chromium 156, headless,
 * on http://127.0.0.1 and http://localhost) treats localhost as a secure context for cookies
 * and accepts a Secure `__Host-` cookie there, as does Firefox ≥ 75. So one cookie name and
 * one set of attributes works everywhere; no weaker fallback is needed. Served over plain
 * http from any other host, the browser drops the cookie: run such deployments behind HTTPS.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

// Exported for the tests that sign a client in or out by the cookie's name.
/** Name of the session cookie. */
export const SESSION_COOKIE = '__Host-sid';

/** Sets the session cookie with the token for `maxAgeSeconds`. */
export function setSessionCookie(reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    maxAge: maxAgeSeconds,
  });
}

/** Removes the session cookie from the browser. */
export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, secure: true, sameSite: 'lax' });
}

/** The raw session token from the cookie, if any. */
export function readSessionCookie(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE] || undefined;
}

/** The raw bearer token from `Authorization: Bearer …`, if any. */
export function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m?.[1];
}
