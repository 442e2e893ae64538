/**
 * `GET /img/{modifiers}/{encoded source}` — the URL form core's `imageUrl` writes and
 * `parseImagePath` reads — renders an original under `/media/` through sharp, with an
 * in-memory LRU of results; `GET /media/…` serves the generated originals themselves.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseImagePath } from '@croupier/core/format';
import type { Db } from '../db/client.ts';
import { ServerError } from '../errors.ts';
import { allowedSource } from './image-source.ts';
import { LruCache } from './lru-cache.ts';
import { findOriginal, generatedMedia } from './media-library.ts';
import { planKey, renderImage, renderPlan, type Rendered } from './render.ts';

/** Where the proxy is mounted (core's `imageUrl` default base). */
export const IMAGE_PROXY_BASE = '/img';

/** Where originals come from and how much memory the cache may use. */
export interface ImageProxyOptions {
  db: Db;
  /** Folders of the built clients, searched for non-generated originals. */
  staticRoots: readonly string[];
  cacheBytes: number;
}

/** Rendered images are deterministic for a path; a day fresh, a week stale-while-revalidate. */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

interface CachedImage extends Rendered {
  etag: string;
}

function send(request: FastifyRequest, reply: FastifyReply, image: CachedImage): FastifyReply {
  reply
    .header('cache-control', CACHE_CONTROL)
    .header('etag', image.etag)
    .header('vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
  return reply.type(image.contentType).send(image.body);
}

function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** Mounts the image proxy and the generated media routes. */
export function registerImageProxy(app: FastifyInstance, options: ImageProxyOptions): void {
  const cache = new LruCache<CachedImage>(options.cacheBytes);
  const inFlight = new Map<string, Promise<CachedImage>>();

  app.get(`${IMAGE_PROXY_BASE}/*`, async (request, reply) => {
    // The raw URL, not the decoded wildcard: the source is one percent-encoded segment.
    const raw = (request.url.split('?')[0] ?? '').slice(IMAGE_PROXY_BASE.length + 1);
    const parsed = parseImagePath(raw);
    if (!parsed) {
      throw new ServerError('InvalidParameterException', 'Invalid image URL', {
        invalidParameters: { modifiers: 'Unknown modifier, value out of range or bad source' },
      });
    }
    const source = allowedSource(parsed.src);
    if (!source) {
      throw new ServerError('AccessDeniedException', 'Only same-origin images under /media/');
    }
    const plan = renderPlan(parsed.options);
    const key = `${planKey(plan)}|${source}`;
    const cached = cache.get(key);
    if (cached) return send(request, reply, cached);

    let pending = inFlight.get(key);
    if (!pending) {
      pending = (async () => {
        const original = await findOriginal(options.db, options.staticRoots, source);
        if (!original) throw new ServerError('MethodNotFoundException', 'Image not found');
        const rendered = await renderImage(original, plan);
        const image = { ...rendered, etag: etagOf(rendered.body) };
        cache.set(key, image);
        return image;
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return send(request, reply, await pending);
  });

  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const original = await generatedMedia(options.db, `media/${request.params['*']}`);
    if (!original) throw new ServerError('MethodNotFoundException', 'Image not found');
    return send(request, reply, {
      ...original,
      byteLength: original.body.byteLength,
      etag: etagOf(original.body),
    });
  });
}
