/**
 * Security headers of the game frame pages: a CSP of their own (scripts only from our game
 * assets path, the pages' own files; inline style only with the per-response nonce; framed by
 * our own pages only), no caching (the page carries a game token), and no referrer.
 *
 * In the Mini App the frame chain is Telegram Web → /miniapp/ → game, and frame-ancestors
 * must match every ancestor, so a game launched from the miniapp needs Telegram's origins too.
 * Only the miniapp's launch path (`/miniapp/platform/game/…`, routes flagged
 * `framedByTelegram`) names them: a game opened from the web site can be framed by our own
 * pages and nobody else, and a site that uses the miniapp path gains nothing but Telegram.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestOrigin } from '../http/request-origin.ts';
import { buildCsp, MINIAPP_PATH, TELEGRAM_FRAME_ANCESTORS } from '../http/security-headers.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A game page launched from the miniapp: Telegram's web clients are among its ancestors. */
    framedByTelegram?: boolean;
  }
}

/**
 * Where the game pages' scripts are served (http/browser-script.ts), apart from the pages'
 * own paths so that no game's sysname can shadow them.
 */
export const GAME_ASSETS_PATH = '/platform/game-assets';

/** Where the miniapp launches game pages: the game page path under the miniapp's. */
export const miniappGamePath = (gamePagePath: string): string => `${MINIAPP_PATH}${gamePagePath}`;

/** A fresh nonce for one response. */
export function newNonce(): string {
  return randomBytes(18).toString('base64');
}

/**
 * The CSP of a game page with `nonce`; `origin` is the page's own, named explicitly for its
 * scripts and API calls because a sandboxed frame has an opaque origin ('self' matches
 * nothing there). Scripts: only the files under GAME_ASSETS_PATH.
 * `framedByTelegram` adds Telegram's web clients to the ancestors (the miniapp's launch).
 */
function gamePageCsp(nonce: string, origin: string, framedByTelegram = false): string {
  return buildCsp({
    'default-src': ["'none'"],
    'script-src': [`${origin}${GAME_ASSETS_PATH}/`],
    'style-src': [`'nonce-${nonce}'`],
    'img-src': ['data:'],
    'connect-src': ["'self'", origin],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'self'", ...(framedByTelegram ? TELEGRAM_FRAME_ANCESTORS : [])],
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
      .header(
        'content-security-policy',
        gamePageCsp(nonce, requestOrigin(request), request.routeOptions.config.framedByTelegram),
      )
      // Only for browsers without frame-ancestors, which supersedes it everywhere else.
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html)
  );
}
