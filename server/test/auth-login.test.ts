import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, twoFactorSteps, users } from '../src/db/schema/index.ts';
import { limitKey } from '../src/auth/index.ts';
import { LOGIN_PER_ADDRESS_AND_LOGIN, LOGIN_PER_IP } from '../src/auth/auth-limits.ts';
import { SESSION_COOKIE } from '../src/sessions/session-cookie.ts';
import { lastAttemptNow, pairKey } from './backoff-clock.ts';
import { startTestServer, type TestClient, type TestServer, useTestServer } from './helpers.ts';
import { passwordPlayer } from './sign-in-helpers.ts';

const server = useTestServer({ seedGames: 0 });

const PASSWORD = 'secret12';
let counter = 0;

async function player(extra: { status?: 'banned' | 'deleted' } = {}) {
  counter += 1;
  const login = `login${counter}@croupier.test`;
  const id = await server.createUser({ login, password: PASSWORD });
  if (extra.status)
    await server.db.update(users).set({ status: extra.status }).where(eq(users.id, id));
  return { id, login };
}

const sha256 = (t: string) => createHash('sha256').update(t).digest('hex');

/** Signed in means a user-only call answers 200 (and 401 for a guest). */
async function isSignedIn(client: TestClient): Promise<boolean> {
  const res = await client.get('/api/storage/getKeys');
  return res.status === 200;
}

describe('auth.login with a password', () => {
  it('signs in: answers the uid, sets a fresh session cookie (not the one the browser had)', async () => {
    const { id, login } = await player();
    const c = server.client();
    // A cookie planted before login (session fixation) must not become the session.
    const planted = 'A'.repeat(43);
    c.cookies.set(SESSION_COOKIE, planted);
    const res = await c.post('/api/auth/login', { login, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { uid: id } });
    const token = c.cookies.get(SESSION_COOKIE);
    expect(token).toBeDefined();
    expect(token).not.toBe(planted);
    const setCookie = res.headers
      .getSetCookie()
      .find((l) => l.startsWith(`${SESSION_COOKIE}=${token}`));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const rows = await server.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(rows.map((r) => r.idHash)).toEqual([sha256(token!)]);
    expect(rows[0]!.kind).toBe('cookie');
    expect(await isSignedIn(c)).toBe(true);
  });

  it('each login gets a new session id', async () => {
    const { login } = await player();
    const a = server.client();
    const b = server.client();
    await a.post('/api/auth/login', { login, password: PASSWORD });
    await b.post('/api/auth/login', { login, password: PASSWORD });
    expect(a.cookies.get(SESSION_COOKIE)).not.toBe(b.cookies.get(SESSION_COOKIE));
  });

  it('matches the login case-insensitively and by e-mail contact', async () => {
    const { id, login } = await player();
    const res = await server.client().post('/api/auth/login', {
      login: `  ${login.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(res.body).toEqual({ data: { uid: id } });
  });

  it('a wrong password and an unknown login answer the same AuthorizationException', async () => {
    const { login } = await player();
    const wrong = await server.client().post('/api/auth/login', { login, password: 'nope-nope' });
    const unknown = await server
      .client()
      .post('/api/auth/login', { login: 'nobody@croupier.test', password: PASSWORD });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({
      statusCode: 401,
      data: { type: 'AuthorizationException', message: 'Wrong login or password' },
    });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers.getSetCookie().some((l) => l.startsWith(`${SESSION_COOKIE}=`))).toBe(
      false,
    );
  });

  it('a banned player gets UserBannedException, a deleted one UserDeletedException; no session', async () => {
    const banned = await player({ status: 'banned' });
    const deleted = await player({ status: 'deleted' });
    const b = server.client();
    const res = await b.post('/api/auth/login', { login: banned.login, password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.data.type).toBe('UserBannedException');
    const d = await server
      .client()
      .post('/api/auth/login', { login: deleted.login, password: PASSWORD });
    expect(d.status).toBe(403);
    expect(d.body.data.type).toBe('UserDeletedException');
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, banned.id))).toEqual(
      [],
    );
    // A wrong password does not reveal the ban.
    const probe = await server
      .client()
      .post('/api/auth/login', { login: banned.login, password: 'x-wrong-x' });
    expect(probe.body.data.type).toBe('AuthorizationException');
  });

  it('a signed-in player cannot call login (guest only)', async () => {
    const { id, login } = await player();
    const c = server.client();
    await server.signIn(c, id);
    const res = await c.post('/api/auth/login', { login, password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.data.type).toBe('AccessDeniedException');
  });

  it(`after ${LOGIN_PER_ADDRESS_AND_LOGIN.free} attempts from one address on one login: 429 TooManyRequestsException with Retry-After, even with the right password`, async () => {
    const { login } = await player();
    for (let i = 0; i < LOGIN_PER_ADDRESS_AND_LOGIN.free; i += 1) {
      const res = await server.client().post('/api/auth/login', { login, password: `wrong-${i}` });
      expect(res.status).toBe(401);
    }
    // However long those took on a busy machine, the wait after the fifth is not over.
    await lastAttemptNow(server.db, pairKey('127.0.0.1', login));
    const res = await server.client().post('/api/auth/login', { login, password: PASSWORD });
    expect(res.status).toBe(429);
    expect(res.body.data.type).toBe('TooManyRequestsException');
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_PER_ADDRESS_AND_LOGIN.baseSeconds);
    // The back-off is per address and login: another player here is not affected (and the
    // owner from another address is not either — login-throttle.test.ts).
    const other = await player();
    const ok = await server
      .client()
      .post('/api/auth/login', { login: other.login, password: PASSWORD });
    expect(ok.status).toBe(200);
  });
});

describe('auth.login with two-factor', () => {
  function withTwoFactor() {
    counter += 1;
    return passwordPlayer(server, `login${counter}@croupier.test`, PASSWORD, true);
  }

  it("without a code: AuthorizationException 'two_factor_auth is enable' with resend_time, and no session", async () => {
    const { id, login } = await withTwoFactor();
    const c = server.client();
    const res = await c.post('/api/auth/login', { login, password: PASSWORD });
    expect(res.status).toBe(401);
    expect(res.body.data.type).toBe('AuthorizationException');
    expect(res.body.data.message).toBe('two_factor_auth is enable');
    expect(res.body.data.resend_time).toBeGreaterThanOrEqual(1);
    expect(res.body.data.resend_time).toBeLessThanOrEqual(30);
    expect(c.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
  });

  it("a code that is not 6 digits: 'the code must contain 6 digits'", async () => {
    const { login } = await withTwoFactor();
    for (const code of ['12345', '1234567', 'abcdef']) {
      const res = await server
        .client()
        .post('/api/auth/login', { login, password: PASSWORD, code });
      expect(res.body.data.message).toBe('the code must contain 6 digits');
      expect(res.body.data.invalid_parameters).toEqual({ code: 'the code must contain 6 digits' });
    }
  });

  it("a wrong code: AuthorizationException 'two_factor_auth: code is invalid'", async () => {
    const { login, secret } = await withTwoFactor();
    const right = await generate({ secret });
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    const c = server.client();
    const res = await c.post('/api/auth/login', { login, password: PASSWORD, code: wrong });
    expect(res.status).toBe(401);
    expect(res.body.data).toEqual({
      type: 'AuthorizationException',
      message: 'two_factor_auth: code is invalid',
    });
    expect(c.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it("a code from minutes ago: 'Time expired'", async () => {
    const { login, secret } = await withTwoFactor();
    const old = await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 300 });
    const res = await server
      .client()
      .post('/api/auth/login', { login, password: PASSWORD, code: old });
    expect(res.status).toBe(401);
    expect(res.body.data.message).toBe('Time expired');
  });

  it('the right code signs in (cookie session); the same code cannot be used again', async () => {
    const { id, login, secret } = await withTwoFactor();
    const c = server.client();
    const first = await c.post('/api/auth/login', { login, password: PASSWORD });
    expect(first.body.data.message).toBe('two_factor_auth is enable');
    const code = await generate({ secret });
    const res = await c.post('/api/auth/login', { login, password: PASSWORD, code });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { uid: id } });
    expect(await isSignedIn(c)).toBe(true);
    const [step] = await server.db
      .select()
      .from(twoFactorSteps)
      .where(eq(twoFactorSteps.userId, id));
    expect(step?.lastStep).toBeGreaterThan(0);

    const replay = server.client();
    const again = await replay.post('/api/auth/login', { login, password: PASSWORD, code });
    expect(again.status).toBe(401);
    expect(again.body.data.message).toBe('two_factor_auth: code is invalid');
    expect(replay.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('a wrong password with a right code is still the plain wrong-credentials answer', async () => {
    const { login, secret } = await withTwoFactor();
    const code = await generate({ secret });
    const res = await server
      .client()
      .post('/api/auth/login', { login, password: 'nope-nope', code });
    expect(res.body.data.message).toBe('Wrong login or password');
  });
});

describe('auth.logout', () => {
  it('ends the cookie session on the server: the row is gone, the cookie cleared, user calls now 401', async () => {
    const { id, login } = await player();
    const c = server.client();
    await c.post('/api/auth/login', { login, password: PASSWORD });
    const token = c.cookies.get(SESSION_COOKIE)!;
    expect(await isSignedIn(c)).toBe(true);
    const res = await c.get('/api/auth/logout');
    expect(res.body).toEqual({ data: 1 });
    expect(res.headers.getSetCookie().some((l) => l.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect(await isSignedIn(c)).toBe(false);
    // Replaying the old cookie does not bring the session back.
    const replay = server.client();
    replay.cookies.set(SESSION_COOKIE, token);
    expect(await isSignedIn(replay)).toBe(false);
  });

  it('logout of one browser leaves the other signed in', async () => {
    const { login } = await player();
    const a = server.client();
    const b = server.client();
    await a.post('/api/auth/login', { login, password: PASSWORD });
    await b.post('/api/auth/login', { login, password: PASSWORD });
    await a.get('/api/auth/logout');
    expect(await isSignedIn(a)).toBe(false);
    expect(await isSignedIn(b)).toBe(true);
  });

  it('a guest may call logout and gets 1', async () => {
    const res = await server.client().get('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: 1 });
  });
});

describe('auth.login per-IP limit', () => {
  let own: TestServer;
  beforeAll(async () => {
    own = await startTestServer({ seed: false });
  });
  afterAll(async () => {
    await own?.close();
  });

  it(`after ${LOGIN_PER_IP.limit} attempts from one IP on any logins: 429 with Retry-After`, async () => {
    // Spend the IP's budget straight in the limiter (100 real attempts would be 100 scrypt runs).
    const key = limitKey('login:ip', '127.0.0.1');
    for (let i = 0; i < LOGIN_PER_IP.limit - 1; i += 1)
      await own.app.rateLimiter.hit(key, LOGIN_PER_IP);
    const last = await own
      .client()
      .post('/api/auth/login', { login: 'one@x.test', password: 'guess-1' });
    expect(last.status).toBe(401);
    const res = await own
      .client()
      .post('/api/auth/login', { login: 'fresh@x.test', password: 'guess-1' });
    expect(res.status).toBe(429);
    expect(res.body.data.type).toBe('TooManyRequestsException');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
