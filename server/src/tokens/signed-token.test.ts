import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './signed-token.ts';

const secret = Buffer.alloc(32, 7);
const now = Date.UTC(2026, 0, 1);

describe('signed tokens', () => {
  it('round-trips the payload until it expires', () => {
    const token = signToken('test', { a: 1 }, secret, 60, now);
    expect(verifyToken('test', token, secret, now + 59_000)).toMatchObject({ a: 1 });
    expect(verifyToken('test', token, secret, now + 61_000)).toBeNull();
  });

  it('refuses a changed payload, a changed signature, another key and junk', () => {
    const token = signToken('test', { a: 1 }, secret, 60, now);
    const [body, mac] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ a: 2, exp: now / 1000 + 60 })).toString(
      'base64url',
    );
    expect(verifyToken('test', `${forged}.${mac}`, secret, now)).toBeNull();
    expect(verifyToken('test', `${body}.${mac.slice(1)}`, secret, now)).toBeNull();
    expect(verifyToken('test', token, Buffer.alloc(32, 8), now)).toBeNull();
    for (const junk of [undefined, 42, '', '.', 'abc', `${body}.`]) {
      expect(verifyToken('test', junk, secret, now)).toBeNull();
    }
  });

  it('is worthless for any other purpose under the same key', () => {
    const token = signToken('unsubscribe', { sub: 'u1' }, secret, 60, now);
    expect(verifyToken('unsubscribe', token, secret, now)).toMatchObject({ sub: 'u1' });
    expect(verifyToken('access', token, secret, now)).toBeNull();
  });
});
