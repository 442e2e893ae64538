/**
 * Compression of dynamic answers (DESIGN §5a): API JSON, content JSON, the demo pages' HTML,
 * CSV exports — brotli or gzip as the client prefers, once the body is over 1 KB (below that
 * the headers outweigh the saving). Brotli at quality 4, @fastify/compress's default: near
 * gzip's speed, smaller output; quality 11 is for build time (scripts/lib/precompress-assets.ts).
 *
 * Left alone: built files served pre-compressed (they already carry Content-Encoding), images
 * and other binary types (not in COMPRESSIBLE_TYPES, octet-stream included), event streams,
 * partial content, and the WebSocket upgrade (it never reaches onSend). Request bodies are not
 * decompressed: no client sends compressed bodies, and an unknown Content-Encoding must not
 * become a new way to fail a request.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Content types worth compressing: text (not event streams), JSON, XML, JavaScript, SVG. */
const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|[+/](?:json|xml|javascript)(?:;|$)/i;

/** Smallest body compressed, in bytes. */
export const COMPRESSION_THRESHOLD = 1024;

/** Registers compression for every route mounted after it (call before the routes). */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: COMPRESSIBLE_TYPES,
    globalDecompression: false,
  });
}
