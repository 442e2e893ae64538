/**
 * Security headers of the game frame pages: a CSP of their own (no external anything; inline
 * script and style only with the per-response nonce; framed by our own pages only — which
 * includes the miniapp, itself framed by Telegram's web clients, so those are ancestors too),
 * no caching (the page carries a game token), and no referrer.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestOrigin } from '../http/request-origin.ts';
import { buildCsp, TELEGRAM_FRAME_ANCESTORS } from '../http/security-headers.ts';

/** A fresh nonce for one response. */
export function newNonce(): string {
  return randomBytes(18).toString('base64');
}

/**
 * The CSP of a game page with `nonce`; `origin` is the page's own, allowed explicitly for its
 * API calls because a sandboxed frame has an opaque origin ('self' matches nothing there).
 */
export function gamePageCsp(nonce: string, origin: string): string {
  return buildCsp({
    'default-src': ["'none'"],
    'script-src': [`'nonce-${nonce}'`],
    'style-src': [`'nonce-${nonce}'`],
    'img-src': ['data:'],
    'connect-src': ["'self'", origin],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    // Every ancestor must match: in the Mini App the chain is Telegram Web → /miniapp/ → game.
    'frame-ancestors': ["'self'", ...TELEGRAM_FRAME_ANCESTORS],
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
  return (
    reply
      .code(status)
      .header('content-security-policy', gamePageCsp(nonce, requestOrigin(request)))
      // Only for browsers without frame-ancestors, which supersedes it everywhere else.
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html)
  );
}
