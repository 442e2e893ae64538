/**
 * Security headers of the game frame pages: a CSP of their own (no external anything; inline
 * script and style only with the per-response nonce; framed by our own pages only), no
 * caching (the page carries a game token), and no referrer.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { buildCsp } from '../http/security-headers.ts';

/** A fresh nonce for one response. */
export function newNonce(): string {
  return randomBytes(18).toString('base64');
}

/** The page's own origin, also allowed explicitly: a sandboxed frame has an opaque origin. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The CSP of a game page with `nonce`. */
export function gamePageCsp(nonce: string, origin: string): string {
  return buildCsp({
    'default-src': ["'none'"],
    'script-src': [`'nonce-${nonce}'`],
    'style-src': [`'nonce-${nonce}'`],
    'img-src': ['data:'],
    'connect-src': ["'self'", origin],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'self'"],
  });
}

/** Sends a game page with its headers. */
export function sendGamePage(
  request: FastifyRequest,
  reply: FastifyReply,
  nonce: string,
  html: string,
  status = 200,
): FastifyReply {
  return reply
    .code(status)
    .header('content-security-policy', gamePageCsp(nonce, requestOrigin(request)))
    .header('x-frame-options', 'SAMEORIGIN')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}
