/**
 * Compact signed tokens: `<subject>.<expiry>.<mac>` where mac = HMAC-SHA256 over the
 * purpose, subject and expiry (seconds since the epoch) with a server secret. The purpose is
 * part of the MAC, so a token issued for one use (an unsubscribe link) is worthless for
 * another (the balance socket).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { getServerSecret } from './server-secret.ts';

/** What a valid token carried. */
export interface SignedTokenPayload {
  subject: string;
  expiresAt: Date;
}

const SUBJECT = /^[A-Za-z0-9_:-]{1,200}$/;

function mac(secret: Buffer, purpose: string, subject: string, exp: number): Buffer {
  return createHmac('sha256', secret).update(`${purpose}\n${subject}\n${exp}`).digest();
}

/** Signs `subject` (letters, digits, `_ : -`) for `purpose`, valid for `ttlSeconds`. */
export async function signToken(
  db: Db,
  purpose: string,
  subject: string,
  ttlSeconds: number,
  now: number = Date.now(),
): Promise<string> {
  if (!SUBJECT.test(subject)) throw new Error(`Invalid token subject "${subject}"`);
  const exp = Math.floor(now / 1000) + ttlSeconds;
  const secret = await getServerSecret(db, 'token-hmac');
  return `${subject}.${exp}.${mac(secret, purpose, subject, exp).toString('base64url')}`;
}

/** The payload of a genuine, unexpired token for `purpose`; null for anything else. */
export async function readSignedToken(
  db: Db,
  purpose: string,
  token: string,
  now: number = Date.now(),
): Promise<SignedTokenPayload | null> {
  const m = /^([A-Za-z0-9_:-]{1,200})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const [, subject, expText, given] = m as unknown as [string, string, string, string];
  const exp = Number(expText);
  const secret = await getServerSecret(db, 'token-hmac');
  const expected = mac(secret, purpose, subject, exp);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  if (exp * 1000 <= now) return null;
  return { subject, expiresAt: new Date(exp * 1000) };
}
