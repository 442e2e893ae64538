/**
 * CSRF defence for /api (DESIGN §2): every call must carry `X-Croupier-Client`, which a
 * plain cross-site form or image cannot send, and a state-changing call with an `Origin`
 * header must come from our own origin or an allowed one. Runs before the body is parsed,
 * so a refused call changes nothing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ServerError } from '../errors.ts';

/** The client marker header. */
export const CLIENT_HEADER = 'x-croupier-client';

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
export function parseClientMarker(value: string | string[] | undefined): ClientKind | null {
  if (typeof value !== 'string') return null;
  const m = MARKER.exec(value.trim());
  return m ? (m[1] as ClientKind) : null;
}

function ownOrigin(request: FastifyRequest): string | undefined {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return undefined;
  }
}

/** Adds the guard to every `/api/*` request. `trusted` are origins allowed besides our own. */
export function registerClientGuard(app: FastifyInstance, trusted: readonly string[]): void {
  const allowed = new Set(trusted);
  app.decorateRequest('clientKind', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') && request.url !== '/api') return;
    const kind = parseClientMarker(request.headers[CLIENT_HEADER]);
    if (!kind) {
      throw new ServerError('AccessDeniedException', 'Missing or invalid X-Croupier-Client header');
    }
    request.clientKind = kind;
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const origin = request.headers.origin;
    // Non-browser clients (native shells, scripts) send no Origin; the marker suffices there.
    if (origin === undefined) return;
    if (origin === 'null' || (!allowed.has(origin) && origin !== ownOrigin(request))) {
      throw new ServerError('AccessDeniedException', 'Cross-origin request refused');
    }
  });
}
