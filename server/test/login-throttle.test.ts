/**
 * Sign-in throttling cannot be used as a weapon: an attacker hammering a login from one
 * address is slowed down progressively there, while the owner from another address signs in
 * (with a two-factor code too); refusals read the same for known and unknown logins.
 * Addresses come from X-Forwarded-For (TRUST_PROXY=1), as behind the production proxy.
 */
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { limitAddress, LOGIN_PER_ADDRESS_AND_LOGIN } from '../src/auth/auth-limits.ts';
import { elapse, lastAttemptNow, pairKey } from './backoff-clock.ts';
import { useTestServer } from './helpers.ts';
import { passwordPlayer } from './sign-in-helpers.ts';

const server = useTestServer({ seedGames: 0, env: { TRUST_PROXY: '1' } });

const PASSWORD = 'secret12';
let counter = 0;
let octet = 0;

/** A fresh address per test, so tests never share a bucket. */
function address(): string {
  octet += 1;
  return `203.0.113.${octet}`;
}

function owner(twoFactor = false) {
  counter += 1;
  return passwordPlayer(server, `owner${counter}@croupier.test`, PASSWORD, twoFactor);
}

function login(ip: string, fields: Record<string, string>) {
  return server.client().post('/api/auth/login', fields, { 'x-forwarded-for': ip });
}

/** Twenty wrong passwords from `ip`, as fast as the server answers. */
async function hammer(ip: string, target: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    statuses.push((await login(ip, { login: target, password: `guess-${i}` })).status);
  }
  return statuses;
}

describe('sign-in throttling', () => {
  it('20 wrong attempts from one address do not keep the owner out from another', async () => {
    const { id, login: target } = await owner();
    const attacker = address();
    const statuses = await hammer(attacker, target);
    expect(statuses.slice(0, LOGIN_PER_ADDRESS_AND_LOGIN.free)).toEqual(
      Array(LOGIN_PER_ADDRESS_AND_LOGIN.free).fill(401),
    );
    expect(statuses).toContain(429);

    const res = await login(address(), { login: target, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { uid: id } });
  });

  it('the owner with two-factor on signs in from another address too', async () => {
    const { id, login: target, secret } = await owner(true);
    await hammer(address(), target);
    const home = address();
    const first = await login(home, { login: target, password: PASSWORD });
    expect(first.body.data.message).toBe('two_factor_auth is enable');
    const res = await login(home, {
      login: target,
      password: PASSWORD,
      code: await generate({ secret }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { uid: id } });
  });

  it('the attacking address waits longer and longer: 2 s, 4 s, 8 s, 16 s …', async () => {
    const { login: target } = await owner();
    const attacker = address();
    const key = pairKey(attacker, target);
    for (let i = 0; i < LOGIN_PER_ADDRESS_AND_LOGIN.free; i += 1) {
      expect((await login(attacker, { login: target, password: `guess-${i}` })).status).toBe(401);
    }
    const waits: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      await lastAttemptNow(server.db, key);
      // Refused while waiting — the right password too, from this address.
      const refused = await login(attacker, { login: target, password: PASSWORD });
      expect(refused.status).toBe(429);
      expect(refused.body.data.type).toBe('TooManyRequestsException');
      const wait = Number(refused.headers.get('retry-after'));
      waits.push(wait);
      // A refused attempt does not count: once the wait has passed, one more guess goes in.
      await elapse(server.db, key, wait);
      expect((await login(attacker, { login: target, password: 'guess-x' })).status).toBe(401);
    }
    // Retry-After is whole seconds to go: a slow request may read one second less.
    [2, 4, 8, 16].forEach((d, i) => expect(waits[i]).toBeGreaterThanOrEqual(d - 1));
    [2, 4, 8, 16].forEach((d, i) => expect(waits[i]).toBeLessThanOrEqual(d));
    expect(waits[3]! > waits[2]! && waits[2]! > waits[1]! && waits[1]! > waits[0]!).toBe(true);
  });

  it('known and unknown logins are refused alike, wrong password and back-off both', async () => {
    const { login: known } = await owner();
    const unknown = `nobody${counter}@croupier.test`;
    const ip = address();
    for (let i = 0; i < LOGIN_PER_ADDRESS_AND_LOGIN.free; i += 1) {
      const a = await login(ip, { login: known, password: `guess-${i}` });
      const b = await login(ip, { login: unknown, password: `guess-${i}` });
      expect(a.status).toBe(401);
      expect(b.status).toBe(a.status);
      expect(b.body).toEqual(a.body);
    }
    await lastAttemptNow(server.db, pairKey(ip, known));
    await lastAttemptNow(server.db, pairKey(ip, unknown));
    const a = await login(ip, { login: known, password: 'guess-x' });
    const b = await login(ip, { login: unknown, password: 'guess-x' });
    expect(a.status).toBe(429);
    expect(b.status).toBe(429);
    const { retry_after: _a, ...bodyA } = a.body.data.error_data ?? {};
    const { retry_after: _b, ...bodyB } = b.body.data.error_data ?? {};
    expect({ ...a.body.data, error_data: bodyA }).toEqual({ ...b.body.data, error_data: bodyB });
    for (const res of [a, b]) {
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(
        LOGIN_PER_ADDRESS_AND_LOGIN.baseSeconds,
      );
    }
  });

  it('a sign-in forgets the address’s attempts on that login', async () => {
    const { login: target } = await owner();
    const ip = address();
    for (let i = 0; i < LOGIN_PER_ADDRESS_AND_LOGIN.free - 1; i += 1) {
      await login(ip, { login: target, password: `guess-${i}` });
    }
    expect((await login(ip, { login: target, password: PASSWORD })).status).toBe(200);
    for (let i = 0; i < LOGIN_PER_ADDRESS_AND_LOGIN.free; i += 1) {
      expect((await login(ip, { login: target, password: `guess-${i}` })).status).toBe(401);
    }
  });
});

describe('limitAddress', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6, and groups IPv6 by its /64', () => {
    expect(limitAddress('198.51.100.7')).toBe('198.51.100.7');
    expect(limitAddress('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(limitAddress('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(limitAddress('2001:0db8:0001:0002:ffff:0:0:b')).toBe('2001:db8:1:2::/64');
    expect(limitAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitAddress('::1')).toBe('0:0:0:0::/64');
  });
});
