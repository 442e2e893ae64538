/**
 * ETags for the reads that can be cached (DESIGN §5a): a strong ETag over the answer's bytes,
 * `304 Not Modified` to a matching `If-None-Match`, and the read's Cache-Control. Runs as an
 * onSend hook, so the handlers stay as they are (they still do their work; a 304 saves the
 * transfer, not the query) and the tag is taken before @fastify/compress encodes the body:
 * the br, gzip and identity answers of one body share their tag, and every answer that can
 * differ by encoding says `Vary: Accept-Encoding`. The compressed bytes of these reads are
 * kept by tag (compressed-answers.ts), so a body repeated is compressed once.
 *
 * Two kinds of read (which route is which: cacheable-reads.ts):
 * - `shared`: the same answer for every visitor (content files loaded at start-up: i18n, CMS,
 *   SEO). Browsers and shared caches may keep it for a few minutes, then use it while they
 *   revalidate in the background; it changes only with a deploy.
 * - `revalidate`: data that changes at any time and may depend on the session (the catalogue:
 *   a signed-in player's answer can carry player fields such as `freespins`, and the locale
 *   falls back to the player's). `no-cache`: stored, but checked with the server on every use,
 *   so an answer is never stale nor another visitor's; `private` whenever a player is signed in
 *   so no shared cache keeps it, `public` for guests.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answerEncoding, compressedAnswer, worthCompressing } from './compressed-answers.ts';

/** How a cacheable read may be cached (see above). */
export type CacheKind = 'shared' | 'revalidate';

/** Cache-Control of a `shared` read: five minutes fresh, then an hour of background revalidation. */
const SHARED_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600';

/** A strong ETag of a body: its SHA-256, base64url, quoted. */
export function strongEtag(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

/**
 * True when an `If-None-Match` value names `etag` (or is `*`). If-None-Match compares weakly
 * (RFC 9110 §13.1.2): `W/"x"` matches `"x"`.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque);
}

/** The Cache-Control of a read of `kind` answered to `request`. */
function cacheControlFor(kind: CacheKind, request: FastifyRequest): string {
  if (kind === 'shared') return SHARED_CACHE_CONTROL;
  return request.user ? 'private, no-cache' : 'public, no-cache';
}

function addVary(value: unknown, token: string): string {
  const current = Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : '';
  const tokens = current
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.includes(token) || tokens.includes('*')) return current;
  return current ? `${current}, ${token}` : token;
}

/** Tags the 200 answers of the GET routes in `reads` (keyed by route URL as registered). */
export function registerEtags(app: FastifyInstance, reads: ReadonlyMap<string, CacheKind>): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    const kind = reads.get(request.routeOptions.url ?? '');
    if (!kind || reply.statusCode !== 200) return payload;
    // Serialised JSON arrives as a string; a stream would have to be buffered to be hashed.
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = strongEtag(payload);
    reply.header('etag', etag);
    reply.header('cache-control', cacheControlFor(kind, request));
    reply.header('vary', addVary(reply.getHeader('vary'), 'accept-encoding'));
    if (!etagMatches(request.headers['if-none-match'], etag)) {
      const encoding = answerEncoding(request.headers['accept-encoding']);
      if (
        !encoding ||
        request.headers['x-no-compression'] !== undefined ||
        reply.getHeader('content-encoding') !== undefined ||
        !worthCompressing(payload)
      ) {
        return payload;
      }
      const body = compressedAnswer(etag, encoding, payload);
      reply.header('content-encoding', encoding);
      reply.header('content-length', body.length);
      return body;
    }
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return null;
  });
}
