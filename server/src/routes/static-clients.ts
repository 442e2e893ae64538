/**
 * Serves the built clients from the same origin when their dist folders exist: web at `/`,
 * the miniapp at `/miniapp/`, with an SPA fallback to index.html for page GETs.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MINIAPP_PATH } from '../http/security-headers.ts';

/** Where the builds are. */
export interface StaticClientsOptions {
  webDist: string;
  miniappDist: string;
}

/** Which builds were found. */
export interface StaticClients {
  web: boolean;
  miniapp: boolean;
  /** Answers a page GET with the right index.html; false when no build applies. */
  fallback(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

function setCacheHeaders(reply: FastifyReply, path: string): void {
  // Vite puts content-hashed files under assets/: they never change.
  if (/[\\/]assets[\\/]/.test(path))
    reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'no-cache');
}

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

  if (web) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
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
      const index = inMiniapp ? (miniapp ? miniappIndex : null) : web ? webIndex : null;
      if (!index) return false;
      const html = await readFile(index);
      await reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(html);
      return true;
    },
  };
}
