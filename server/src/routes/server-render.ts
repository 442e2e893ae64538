/**
 * Server rendering of the web's public pages (DESIGN §5a). The web builds a server bundle
 * (`web/dist-ssr/entry-server.js`, from web/src/entry-server.tsx) whose `render` turns a page
 * request into HTML; this module loads it and answers page GETs with it. The bundle reads the
 * operator API through core's client: this server's own API in-process by default (no socket,
 * no loopback port), or `SSR_API_ORIGIN` (an operator's backend) over HTTP.
 *
 * The types below mirror the entry's (the server never imports web: DESIGN §1); the HTML goes
 * out compressed like any dynamic answer.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sanitizeHtml } from '../cms/sanitize-html.ts';

/** What the web's `render` is given (web/src/entry-server.tsx `RenderRequest`). */
export interface WebRenderRequest {
  url: string;
  origin: string;
  cookies: Readonly<Record<string, string>>;
  userAgent: string;
  host: string;
  fetch: typeof globalThis.fetch;
  apiBase: string;
  template: string;
  /** Backend HTML in the page (the browser sanitises it again with DOMPurify). */
  sanitizeHtml?: (html: string) => string;
  log?: (error: unknown) => void;
}

/** What it answers (`RenderAnswer`). */
export type WebRenderAnswer =
  | { kind: 'shell' }
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | { kind: 'page'; status: number; body: Readable };

/** The web's server entry. */
export interface WebRenderer {
  render(request: WebRenderRequest): Promise<WebRenderAnswer>;
}

/** The built server bundle at `path`, or null when the web was built without one. */
export async function loadWebRenderer(path: string): Promise<WebRenderer | null> {
  if (!path || !existsSync(path)) return null;
  return (await import(pathToFileURL(path).href)) as WebRenderer;
}

/** Where in-process API calls pretend to go; only the path and query are used. */
const IN_PROCESS = 'http://in-process';

/** Statuses whose answers have no body (a Response refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/** `fetch` answered by `app.inject`: the API without a socket, through every hook and guard. */
function inProcessFetch(app: FastifyInstance, origin: string): typeof globalThis.fetch {
  // The API sees the public host, as a player's request would carry it (canonical links).
  const host = new URL(origin).host;
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), IN_PROCESS);
    const headers: Record<string, string> = { host };
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const out = new Headers();
    for (const [key, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) out.append(key, String(one));
    }
    return new Response(NO_BODY.has(answer.statusCode) ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: out,
    });
  };
}

/** Brotli's quality for pages (the API's answers: 4, compression.ts). */
const PAGE_BROTLI_QUALITY = 5;

/** `br`, else `gzip`, when the request accepts it (a `q=0` refuses); null: uncompressed. */
function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(q))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** What the page handler needs. */
export interface ServerRenderOptions {
  renderer: WebRenderer;
  /** The built web's index.html (read once, on the first page). */
  templatePath: string;
  origin: string;
  /** The operator API's origin; null: this server, in-process. */
  apiOrigin: string | null;
}

/** Answers a page GET with the rendered page; false when the route is left to the browser. */
export type PageRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** The page handler of `app`. */
export function serverRender(app: FastifyInstance, options: ServerRenderOptions): PageRenderer {
  let template: Promise<string> | null = null;
  const fetch = options.apiOrigin ? globalThis.fetch : inProcessFetch(app, options.origin);
  const apiBase = options.apiOrigin ?? IN_PROCESS;
  return async (request, reply) => {
    template ??= readFile(options.templatePath, 'utf8');
    let answer: WebRenderAnswer;
    try {
      answer = await options.renderer.render({
        url: request.url,
        origin: options.origin,
        cookies: Object.fromEntries(
          Object.entries(request.cookies).filter((e): e is [string, string] => e[1] !== undefined),
        ),
        userAgent: request.headers['user-agent'] ?? '',
        host: request.headers.host ?? new URL(options.origin).host,
        fetch,
        apiBase,
        template: await template,
        sanitizeHtml,
        log: (error) => request.log.warn({ err: error }, 'server rendering'),
      });
    } catch (error) {
      // The browser can still render the page: never a 5xx for a rendering failure.
      request.log.error({ err: error }, 'server rendering failed');
      return false;
    }
    if (answer.kind === 'shell') return false;
    if (answer.kind === 'redirect') {
      reply.redirect(answer.location, answer.status);
      return true;
    }
    reply
      .code(answer.status)
      .header('content-type', 'text/html; charset=utf-8')
      // Rendered per request from the locale and theme cookies: revalidated, never shared.
      .header('cache-control', 'no-cache, private')
      .header('vary', 'Accept-Encoding, Cookie');
    // Pages are answered from the not-found handler, which @fastify/compress's per-route hooks
    // do not wrap: the stream is compressed here, with the same encodings. Brotli at quality 5,
    // one above the API's: home's page is 9% smaller (12.7 KB, not 14.0: inside TCP's first
    // window with its headers) for ~0.6 ms more per page, small beside rendering it.
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) {
      reply.send(answer.body);
      return true;
    }
    const compress =
      encoding === 'br'
        ? createBrotliCompress({
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY },
          })
        : createGzip();
    reply.header('content-encoding', encoding).send(answer.body.pipe(compress));
    return true;
  };
}
