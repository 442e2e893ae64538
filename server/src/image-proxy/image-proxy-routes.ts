/**
 * `GET /_img/{modifiers}/{source}` renders a same-origin original through sharp, with an
 * in-memory LRU of results; `GET /media/…` serves the generated originals themselves.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { ServerError } from '../errors.ts';
import { LruCache } from './lru-cache.ts';
import { findOriginal, generatedMedia } from './media-library.ts';
import { modifiersKey, parseModifiers } from './modifiers.ts';
import { renderImage, type Rendered } from './render.ts';

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

  app.get<{ Params: { modifiers: string; '*': string } }>(
    '/_img/:modifiers/*',
    async (request, reply) => {
      const modifiers = parseModifiers(request.params.modifiers);
      const source = request.params['*'];
      const key = `${modifiersKey(modifiers)}|${source}`;
      const cached = cache.get(key);
      if (cached) return send(request, reply, cached);

      let pending = inFlight.get(key);
      if (!pending) {
        pending = (async () => {
          const original = await findOriginal(options.db, options.staticRoots, source);
          if (!original) throw new ServerError('MethodNotFoundException', 'Image not found');
          const rendered = await renderImage(original, modifiers);
          const image = { ...rendered, etag: etagOf(rendered.body) };
          cache.set(key, image);
          return image;
        })().finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return send(request, reply, await pending);
    },
  );

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
