/**
 * Serves the built clients from the same origin when their dist folders exist: web at `/`,
 * the miniapp at `/miniapp/`, with an SPA fallback to index.html for page GETs.
 *
 * Delivery (DESIGN §5a): the builds carry `.br` and `.gz` siblings of every text file
 * (scripts/lib/precompress-assets.ts); `preCompressed` picks one by Accept-Encoding, falls back
 * to the plain file, and answers `Vary: Accept-Encoding` either way. Hashed files under
 * `assets/` are immutable for a year; everything else (index.html, sw.js, the web manifest,
 * icons…) is `no-cache`: stored, but revalidated by ETag / Last-Modified on every use, so a
 * deploy is seen at once and an unchanged file costs a 304.
 *
 * Each file gets its own route (`wildcard: false`), so a missing asset falls through to the
 * not-found handler; the `.br`/`.gz` siblings get none — they are only ever sent in place of
 * their plain file — which halves the routes built at start-up (about 2,700 → 1,350).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MINIAPP_PATH } from '../http/security-headers.ts';
import type { PageRenderer } from './server-render.ts';

/** Where the builds are. */
export interface StaticClientsOptions {
  webDist: string;
  miniappDist: string;
  /** Renders the web's public pages on the server (server-render.ts); else the shell. */
  renderPage?: PageRenderer | null;
}

/** Which builds were found. */
export interface StaticClients {
  web: boolean;
  miniapp: boolean;
  /** Answers a page GET with the right index.html; false when no build applies. */
  fallback(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

/** The compressed siblings: reached through `preCompressed`, never by their own URL. */
const COMPRESSED_SIBLINGS = ['**/*.br', '**/*.gz'];

function setCacheHeaders(reply: FastifyReply, path: string): void {
  // Vite puts content-hashed files under assets/: they never change.
  if (/[\\/]assets[\\/]/.test(path))
    reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'no-cache');
}

/** A content-hashed build file: its address names one version for good. */
const HASHED_ASSET = /^(\/miniapp)?\/assets\/[^/?#]+(?:[?#]|$)/;

/**
 * Validators a hashed file never needs: it is `immutable`, so a browser never asks again, and
 * it is sent whole. ~110 bytes per file, on every one of the twenty-odd files a first load
 * fetches (DESIGN §9 budget counts bytes as transferred, headers included).
 */
const NEEDLESS_ON_HASHED = ['etag', 'last-modified', 'accept-ranges'] as const;

/** True for a GET that a browser makes to show a page (not an API call or a missing asset). */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (path.startsWith('/api/') || path.startsWith('/img/') || path.startsWith('/media/'))
    return false;
  const last = path.split('/').pop() ?? '';
  // A path with an extension is a file; a missing file is a 404, not the app shell.
  return !/\.[a-z0-9]{1,8}$/i.test(last) || last.endsWith('.html');
}

/** Registers the builds that exist and returns the SPA fallback. */
export async function registerStaticClients(
  app: FastifyInstance,
  options: StaticClientsOptions,
): Promise<StaticClients> {
  const webIndex = join(options.webDist, 'index.html');
  const miniappIndex = join(options.miniappDist, 'index.html');
  const web = existsSync(webIndex);
  const miniapp = existsSync(miniappIndex);

  if (web || miniapp) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode === 200 && HASHED_ASSET.test(request.url)) {
        for (const name of NEEDLESS_ON_HASHED) reply.removeHeader(name);
      }
      return payload;
    });
  }
  if (web) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      globIgnore: COMPRESSED_SIBLINGS,
      setHeaders: setCacheHeaders,
    });
  }
  if (miniapp) {
    await app.register(fastifyStatic, {
      root: options.miniappDist,
      prefix: `${MINIAPP_PATH}/`,
      wildcard: false,
      index: false,
      decorateReply: !web,
      preCompressed: true,
      globIgnore: COMPRESSED_SIBLINGS,
      setHeaders: setCacheHeaders,
    });
    app.get(MINIAPP_PATH, async (_request, reply) => reply.redirect(`${MINIAPP_PATH}/`, 301));
  }

  return {
    web,
    miniapp,
    async fallback(request, reply) {
      if (!isPageRequest(request)) return false;
      const path = request.url.split('?')[0] ?? '/';
      const inMiniapp = path === MINIAPP_PATH || path.startsWith(`${MINIAPP_PATH}/`);
      const root = inMiniapp
        ? miniapp
          ? options.miniappDist
          : null
        : web
          ? options.webDist
          : null;
      if (!root) return false;
      if (!inMiniapp && options.renderPage && (await options.renderPage(request, reply)))
        return true;
      // Through @fastify/static, like any file: negotiated encoding, Vary, ETag, 304, no-cache.
      // The not-found handler runs with 404 preset; the shell is a page, so 200.
      reply.code(200).sendFile('index.html', root);
      return true;
    },
  };
}
