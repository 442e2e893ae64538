/**
 * CSRF defence for /api (DESIGN §2): every call must carry `X-Croupier-Client`, which a
 * plain cross-site form, link or image cannot send, and a state-changing call with an `Origin`
 * header must come from PUBLIC_ORIGIN or ALLOWED_ORIGINS. Runs before the body is parsed,
 * so a refused call changes nothing.
 *
 * The guard keys on the route that matched, not on the raw URL: the router decodes
 * percent-escapes (`/%61pi/…` reaches `/api/…`), so a prefix test on `request.url` can be
 * walked around. And a method answers only to its canonical spelling — any other spelling
 * that still routes to it (encoded letters, `%2F`, …) is refused as an unknown method, so no
 * proxy, log or rule in front of us can be told one path and run another.
 */
import type { FastifyInstance } from 'fastify';
import { ServerError } from '../errors.ts';
import { isTrustedOrigin } from './request-origin.ts';

/** The client marker header. */
const CLIENT_HEADER = 'x-croupier-client';

/** `<web|miniapp|webview>/<version>` */
const MARKER = /^(web|miniapp|webview)\/[\w.+-]{1,40}$/;

/** Which client called: `web`, `miniapp` or `webview` (from the marker header). */
export type ClientKind = 'web' | 'miniapp' | 'webview';

declare module 'fastify' {
  interface FastifyRequest {
    /** The calling client from `X-Croupier-Client` (set on /api requests). */
    clientKind: ClientKind | null;
  }
}

/** Parses the marker header; null when missing or malformed. */
function parseClientMarker(value: string | string[] | undefined): ClientKind | null {
  if (typeof value !== 'string') return null;
  const m = MARKER.exec(value.trim());
  return m ? (m[1] as ClientKind) : null;
}

/** True for a route pattern under `/api` (the contract methods). */
function isApiRoute(pattern: string | undefined): boolean {
  return pattern !== undefined && (pattern === '/api' || pattern.startsWith('/api/'));
}

/** The path of a request URL as the client sent it (no query). */
function rawPathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** Adds the guard to every request routed to an `/api/*` method. */
export function registerClientGuard(app: FastifyInstance): void {
  app.decorateRequest('clientKind', null);
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (!isApiRoute(route)) return;
    // Contract paths are static (`/api/{group}/{method}`): the canonical spelling is the pattern.
    if (rawPathOf(request.url) !== route) {
      throw new ServerError('MethodNotFoundException', 'Method not found');
    }
    const kind = parseClientMarker(request.headers[CLIENT_HEADER]);
    if (!kind) {
      throw new ServerError('AccessDeniedException', 'Missing or invalid X-Croupier-Client header');
    }
    request.clientKind = kind;
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const origin = request.headers.origin;
    // Non-browser clients (native shells, scripts) send no Origin; the marker suffices there.
    if (origin === undefined) return;
    if (!isTrustedOrigin(app.config, origin)) {
      throw new ServerError('AccessDeniedException', 'Cross-origin request refused');
    }
  });
}
