/**
 * Time-based one-time passwords (RFC 6238: HMAC-SHA-1, 30-second steps, 6 digits) computed with
 * node:crypto, as an authenticator app computes them from the secret the server shows.
 * Written here on purpose rather than taken from otplib, which the server uses: the end-to-end
 * suites check the server's codes against an implementation of the RFC that shares nothing
 * with it, so a bug in the library (or in how the server calls it) cannot pass on both sides.
 */
import { createHmac } from 'node:crypto';

/** Seconds per step (RFC 6238 default, the server's TOTP_PERIOD). */
const TOTP_STEP_SECONDS = 30;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Decodes RFC 4648 base32 (padding and case ignored). */
function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').replace(/\s+/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error(`Not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The HOTP value (RFC 4226) of `counter`, as 6 digits. */
function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', key).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary =
    ((digest[offset]! & 0x7f) << 24) |
    (digest[offset + 1]! << 16) |
    (digest[offset + 2]! << 8) |
    digest[offset + 3]!;
  return String(binary % 1_000_000).padStart(6, '0');
}

/** The code of the step `steps` after the one at `now` (0: the current code). */
export function totp(secret: string, now: number = Date.now(), steps = 0): string {
  const counter = Math.floor(now / 1000 / TOTP_STEP_SECONDS) + steps;
  return hotp(base32Decode(secret), counter);
}
