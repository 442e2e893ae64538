/**
 * Signed tokens: `base64url(JSON payload).base64url(HMAC-SHA256)`, checked in constant time
 * and refused after their expiry (`exp`, seconds since the epoch, added to the payload). The
 * MAC covers the purpose too, so a token issued for one use (an unsubscribe link) is worthless
 * for another (the balance socket), even under the same key. Used for account.getToken, the
 * unsubscribe links, the OAuth `state` and the demo OAuth provider's authorization codes.
 */
import { createHmac } from 'node:crypto';
import { sameBytes } from './same-text.ts';

/** Longest token verifyToken looks at. */
const MAX_TOKEN_LENGTH = 4096;

function mac(secret: Buffer, purpose: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}\n${body}`).digest();
}

/** Signs `payload` for `purpose`, valid for `ttlSeconds`. */
export function signToken(
  purpose: string,
  payload: Record<string, unknown>,
  secret: Buffer,
  ttlSeconds: number,
  now: number = Date.now(),
): string {
  const body = Buffer.from(
    JSON.stringify({ ...payload, exp: Math.floor(now / 1000) + ttlSeconds }),
  ).toString('base64url');
  return `${body}.${mac(secret, purpose, body).toString('base64url')}`;
}

/** The payload of a genuine, unexpired token for `purpose`, or null for anything else. */
export function verifyToken(
  purpose: string,
  token: unknown,
  secret: Buffer,
  now: number = Date.now(),
): Record<string, unknown> | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  if (!sameBytes(Buffer.from(token.slice(dot + 1), 'base64url'), mac(secret, purpose, body))) {
    return null;
  }
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return null;
  const exp = (payload as { exp?: unknown }).exp;
  if (typeof exp !== 'number' || exp * 1000 <= now) return null;
  return payload as Record<string, unknown>;
}
