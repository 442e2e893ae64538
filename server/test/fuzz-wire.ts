/**
 * Hand-made request bodies for the fuzz suite. URLSearchParams and FormData would repair what
 * the suite wants to send (lone surrogates become U+FFFD), so the bytes are built here: text
 * is encoded as WTF-8 (UTF-8 that keeps lone surrogates), the way a hostile client can.
 */
import type { WireParams } from './fuzz-params.ts';

const LONE_SURROGATE = /[\ud800-\udfff]/u;

/** UTF-8 bytes of `text`, lone surrogates included as their 3-byte forms. */
function wtf8(text: string): Buffer {
  if (!LONE_SURROGATE.test(text)) return Buffer.from(text, 'utf8');
  const parts: Buffer[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0xd800 && cp <= 0xdfff) {
      parts.push(Buffer.from([0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)]));
    } else {
      parts.push(Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.concat(parts);
}

const UNRESERVED = /[A-Za-z0-9\-_.~]/;

/** Percent-encodes the WTF-8 bytes of `text`. */
export function percentEncode(text: string): string {
  if (!LONE_SURROGATE.test(text)) return encodeURIComponent(text);
  let out = '';
  for (const byte of wtf8(text)) {
    const ch = String.fromCharCode(byte);
    out +=
      byte < 0x80 && UNRESERVED.test(ch)
        ? ch
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** `a=1&b=2&b=3`: lists as repeated fields, a file part as its bytes read as Latin-1. */
export function urlencoded(params: WireParams): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value)
      ? value
      : [typeof value === 'string' ? value : Buffer.from(value.file).toString('latin1')];
    for (const v of values) pairs.push(`${percentEncode(key)}=${percentEncode(v)}`);
  }
  return pairs.join('&');
}

/** The boundary of the multipart bodies built here. */
export const BOUNDARY = '----croupierFuzzBoundary7MA4YWxkTrZu0gW';

function quoted(name: string): string {
  return name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A `multipart/form-data` body with BOUNDARY; a file value becomes a file part. */
export function multipart(params: WireParams): Buffer {
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      const head =
        typeof v === 'string'
          ? `Content-Disposition: form-data; name="${quoted(key)}"\r\n\r\n`
          : `Content-Disposition: form-data; name="${quoted(key)}"; filename="x.bin"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n';
      parts.push(wtf8(`--${BOUNDARY}\r\n`), wtf8(head));
      parts.push(typeof v === 'string' ? wtf8(v) : Buffer.from(v.file), Buffer.from('\r\n'));
    }
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}
