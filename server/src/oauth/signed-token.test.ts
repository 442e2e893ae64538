import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './signed-token.ts';

const secret = Buffer.alloc(32, 7);
const now = Date.UTC(2026, 0, 1);

describe('signed tokens', () => {
  it('round-trips the payload until it expires', () => {
    const token = signToken({ a: 1 }, secret, 60, now);
    expect(verifyToken(token, secret, now + 59_000)).toMatchObject({ a: 1 });
    expect(verifyToken(token, secret, now + 61_000)).toBeNull();
  });

  it('refuses a changed payload, a changed signature, another key and junk', () => {
    const token = signToken({ a: 1 }, secret, 60, now);
    const [body, mac] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ a: 2, exp: now / 1000 + 60 })).toString(
      'base64url',
    );
    expect(verifyToken(`${forged}.${mac}`, secret, now)).toBeNull();
    expect(verifyToken(`${body}.${mac.slice(1)}`, secret, now)).toBeNull();
    expect(verifyToken(token, Buffer.alloc(32, 8), now)).toBeNull();
    for (const junk of [undefined, 42, '', '.', 'abc', `${body}.`]) {
      expect(verifyToken(junk, secret, now)).toBeNull();
    }
  });
});
