/**
 * The demo providers' browser scripts: real files (`src/**\/browser/*.js`, `// @ts-check`,
 * type-checked against the DOM by tsconfig.browser.json and linted as browser code) that the
 * server reads from its package folder — the same way under tsx and the compiled bundle, like
 * `content/` and `drizzle/` — and serves from its own origin. A page refers to a script by
 * {@link BrowserScript.src}, its path with a hash of its bytes: that address names one version,
 * so browsers keep it for good and a changed file gets a new address.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_ROOT } from '../config.ts';
import { etagMatches, strongEtag } from './etag.ts';
import { DOCUMENT_ONLY_HEADERS } from './security-headers.ts';

/** Cache-Control of a script asked for by its versioned address. */
export const VERSIONED_SCRIPT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A browser script the server serves. */
export interface BrowserScript {
  /** The URL path it is served at. */
  readonly path: string;
  /** The script's text. */
  body(): string;
  /** The version the page refers to: a hash of the text. */
  version(): string;
  /** The address pages load it from: the path with `?v=` {@link version}. */
  src(): string;
}

/**
 * The script at `file` (relative to `server/src`), served at `path`. The file is read once, on
 * first use (a missing file fails the first page that needs it, loudly).
 */
export function browserScript(path: string, file: string): BrowserScript {
  let loaded: { body: string; version: string } | null = null;
  const load = () => {
    if (!loaded) {
      const body = readFileSync(join(SERVER_ROOT, 'src', file), 'utf8');
      const version = createHash('sha256').update(body).digest('base64url').slice(0, 16);
      loaded = { body, version };
    }
    return loaded;
  };
  return {
    path,
    body: () => load().body,
    version: () => load().version,
    src: () => `${path}?v=${load().version}`,
  };
}

/** How a script may be cached and who may load it. */
export interface BrowserScriptOptions {
  /**
   * Cache-Control when asked for without the current version (an address someone wrote down,
   * such as the chat widget's in the CMS). Default `no-cache`.
   */
  unversionedCacheControl?: string;
  /**
   * Pages in sandboxed frames (the game pages) have an opaque origin: for them the script is
   * cross-origin, and the site-wide `Cross-Origin-Resource-Policy: same-origin` would block it.
   */
  loadedBySandboxedFrames?: boolean;
}

/** Mounts `GET script.path`: the text as JavaScript, with an ETag and the caching above. */
export function registerBrowserScript(
  app: FastifyInstance,
  script: BrowserScript,
  options: BrowserScriptOptions = {},
): void {
  app.get(script.path, async (request, reply) => {
    const { v } = request.query as Record<string, unknown>;
    return sendBrowserScript(request, reply, script.body(), {
      cacheControl:
        v === script.version()
          ? VERSIONED_SCRIPT_CACHE_CONTROL
          : (options.unversionedCacheControl ?? 'no-cache'),
      loadedBySandboxedFrames: options.loadedBySandboxedFrames,
    });
  });
}

/**
 * Answers a script's text as JavaScript with an ETag (304 to a matching `If-None-Match`) and
 * `cacheControl`. Module scripts are fetched with CORS: for a sandboxed frame's opaque origin
 * the answer allows any origin (it is a public file, fetched without credentials).
 */
export function sendBrowserScript(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  options: { cacheControl: string; loadedBySandboxedFrames?: boolean | undefined },
): FastifyReply {
  const etag = strongEtag(body);
  // A script is no document: what governs documents means nothing on it (as on build files).
  for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
  reply.removeHeader('x-frame-options').removeHeader('permissions-policy');
  if (options.loadedBySandboxedFrames) {
    reply
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('access-control-allow-origin', '*');
  }
  reply
    .header('etag', etag)
    .header('cache-control', options.cacheControl)
    .type('text/javascript; charset=utf-8');
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.send(body);
}
