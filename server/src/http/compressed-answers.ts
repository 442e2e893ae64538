/**
 * Compressed bytes of the cacheable reads, kept by content: the catalogue answers the same few
 * bodies (the hall's first page, popular searches, categories, CMS config) over and over, and
 * compressing each again was a large share of a games.get (issue 15). Keyed by the body's
 * strong ETag (its SHA-256) and the encoding, so an entry can never be another body's. The
 * rest of the answers are compressed per request by @fastify/compress (compression.ts), which
 * leaves an answer that already carries Content-Encoding alone.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMPRESSION_THRESHOLD } from './compression.ts';

/** The encodings served, in the server's order of preference. */
export type AnswerEncoding = 'br' | 'gzip';

/** Bytes of compressed bodies kept (least recently used go first). */
const COMPRESSED_ANSWERS_BYTES = 16 * 1024 * 1024;

const kept = new Map<string, Buffer>();
let keptBytes = 0;

/**
 * The encoding to answer in for an `Accept-Encoding` value: br, else gzip, each only with a
 * q-value above 0 (named or through `*`); undefined for identity.
 */
export function answerEncoding(acceptEncoding: string | undefined): AnswerEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  const of = (e: string) => quality.get(e) ?? quality.get('*') ?? 0;
  if (of('br') > 0) return 'br';
  if (of('gzip') > 0) return 'gzip';
  return undefined;
}

/** `body` compressed with `encoding` (brotli at @fastify/compress's quality 4), once per tag. */
export function compressedAnswer(
  etag: string,
  encoding: AnswerEncoding,
  body: string | Buffer,
): Buffer {
  const key = `${encoding}${etag}`;
  const hit = kept.get(key);
  if (hit) {
    // Most recently used last: Maps iterate in insertion order.
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const out =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(body);
  kept.set(key, out);
  keptBytes += out.length;
  for (const [k, v] of kept) {
    if (keptBytes <= COMPRESSED_ANSWERS_BYTES) break;
    kept.delete(k);
    keptBytes -= v.length;
  }
  return out;
}

/** Whether a body is worth compressing (compression.ts's threshold). */
export function worthCompressing(body: string | Buffer): boolean {
  return Buffer.byteLength(body) >= COMPRESSION_THRESHOLD;
}
