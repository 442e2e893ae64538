/**
 * Compact signed tokens: `base64url(JSON).base64url(HMAC-SHA256)`, checked in constant time
 * and refused after their expiry. Used for the OAuth `state` (CSRF) and the demo provider's
 * authorization codes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signs `payload` valid for `ttlSeconds`. */
export function signToken(
  payload: object,
  secret: Buffer,
  ttlSeconds: number,
  now = Date.now(),
): string {
  const body = Buffer.from(
    JSON.stringify({ ...payload, exp: Math.floor(now / 1000) + ttlSeconds }),
  ).toString('base64url');
  const mac = createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${mac}`;
}

/** The payload of a genuine, unexpired token, or null. */
export function verifyToken(
  token: unknown,
  secret: Buffer,
  now = Date.now(),
): Record<string, unknown> | null {
  if (typeof token !== 'string' || token.length > 4096) return null;
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = createHmac('sha256', secret).update(body).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!payload || typeof payload !== 'object') return null;
  const exp = (payload as { exp?: unknown }).exp;
  if (typeof exp !== 'number' || exp * 1000 < now) return null;
  return payload as Record<string, unknown>;
}
