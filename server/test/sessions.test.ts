import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defineMethod, wire } from '@croupier/core/contract';
import * as z from 'zod/mini';
import type { Db } from '../src/db/client.ts';
import { sessions, users } from '../src/db/schema/index.ts';
import { SessionCache } from '../src/sessions/session-cache.ts';
import { registerMethod } from '../src/http/api-router.ts';
import { SESSION_COOKIE } from '../src/sessions/session-cookie.ts';
import { endSession, issueBearerToken, startCookieSession } from '../src/sessions/session-hook.ts';
import { createSession, destroyUserSessions, hashToken } from '../src/sessions/session-store.ts';
import { eventually, useTestServer } from './helpers.ts';

const whoami = defineMethod({
  group: 'test',
  name: 'whoami',
  verb: 'GET',
  params: wire.none(),
  result: z.nullable(z.number()),
  doc: 'The signed-in uid.',
});
const me = defineMethod({
  group: 'test',
  name: 'me',
  verb: 'GET',
  params: wire.none(),
  result: z.nullable(z.object({ id: z.number(), locale: z.string() })),
  doc: 'The signed-in player as the session hook resolved it.',
});
const signIn = defineMethod({
  group: 'test',
  name: 'signIn',
  verb: 'POST',
  params: z.object({ uid: wire.int() }),
  result: wire.one(),
  doc: 'Starts a cookie session (stands in for auth.login).',
});
const token = defineMethod({
  group: 'test',
  name: 'token',
  verb: 'POST',
  params: z.object({ uid: wire.int() }),
  result: z.object({ token: z.string() }),
  doc: 'Issues a bearer token (stands in for the miniapp sign-in).',
});
const signOut = defineMethod({
  group: 'test',
  name: 'signOut',
  verb: 'POST',
  access: 'user',
  params: wire.none(),
  result: wire.one(),
  doc: 'Ends the session.',
});

const server = useTestServer({
  seedGames: 7,
  // Longer than any test: only an invalidation can make a cached session read again.
  env: { SESSION_CACHE_SECONDS: '3600' },
  register(app) {
    registerMethod(app, whoami, ({ user }) => user?.id ?? null);
    registerMethod(app, me, ({ user }) => (user ? { id: user.id, locale: user.locale } : null));
    registerMethod(app, signIn, async ({ params, request, reply, db, config }) => {
      await startCookieSession(request, reply, db, params.uid, config.sessionTtlSeconds);
      return 1 as const;
    });
    registerMethod(app, token, async ({ params, request, db, config }) => ({
      token: (await issueBearerToken(request, db, params.uid, config.sessionTtlSeconds)).token,
    }));
    registerMethod(app, signOut, async ({ request, reply, db }) => {
      await endSession(request, reply, db);
      return 1 as const;
    });
  },
});

describe('sessions', () => {
  it('sets __Host-sid as HttpOnly, Secure, SameSite=Lax, Path=/ and stores only its hash', async () => {
    const uid = await server.createUser();
    const res = await server.client().post('/api/test/signIn', { uid: String(uid) });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/);
    const raw = cookie.split(';')[0]!.split('=')[1]!;
    const rows = await server.db.select().from(sessions).where(eq(sessions.userId, uid));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idHash).toBe(hashToken(raw));
    expect(rows[0]!.idHash).not.toContain(raw);
  });

  it('renews the session id on a second sign-in (after two-factor) and drops the old one', async () => {
    const uid = await server.createUser();
    const c = server.client();
    await c.post('/api/test/signIn', { uid: String(uid) });
    const first = c.cookies.get(SESSION_COOKIE)!;
    await c.post('/api/test/signIn', { uid: String(uid) });
    const second = c.cookies.get(SESSION_COOKIE)!;
    expect(second).not.toBe(first);
    expect((await c.get('/api/test/whoami')).body).toEqual({ data: uid });
    const stale = server.client();
    stale.cookies.set(SESSION_COOKIE, first);
    expect((await stale.get('/api/test/whoami')).body).toEqual({ data: null });
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, uid))).toHaveLength(1);
  });

  it('a bearer token signs the miniapp in; it is not accepted as a cookie, nor a cookie as a bearer', async () => {
    const uid = await server.createUser();
    const issued = await server
      .client({ marker: 'miniapp/1.0.0' })
      .post('/api/test/token', { uid: String(uid) });
    const bearer = issued.body.data.token as string;
    const mini = server.client({ marker: 'miniapp/1.0.0' });
    expect(
      (await mini.get('/api/test/whoami', {}, { authorization: `Bearer ${bearer}` })).body,
    ).toEqual({ data: uid });
    const asCookie = server.client();
    asCookie.cookies.set(SESSION_COOKIE, bearer);
    expect((await asCookie.get('/api/test/whoami')).body).toEqual({ data: null });
    const web = server.client();
    await web.post('/api/test/signIn', { uid: String(uid) });
    const cookieToken = web.cookies.get(SESSION_COOKIE)!;
    expect(
      (await mini.get('/api/test/whoami', {}, { authorization: `Bearer ${cookieToken}` })).body,
    ).toEqual({ data: null });
  });

  it('logout ends the session on the server, not only in the client', async () => {
    const uid = await server.createUser();
    const c = server.client();
    await c.post('/api/test/signIn', { uid: String(uid) });
    const token = c.cookies.get(SESSION_COOKIE)!;
    expect((await c.post('/api/test/signOut')).body).toEqual({ data: 1 });
    expect(c.cookies.has(SESSION_COOKIE)).toBe(false);
    const replay = server.client();
    replay.cookies.set(SESSION_COOKIE, token);
    expect((await replay.get('/api/test/whoami')).body).toEqual({ data: null });
  });
});

describe('the session cache', () => {
  it('reads a session from the database once, then answers from memory', async () => {
    const uid = await server.createUser();
    const { token } = await createSession(server.db, {
      userId: uid,
      kind: 'cookie',
      ttlSeconds: 3600,
    });
    let reads = 0;
    const counting = new Proxy(server.db, {
      get(target, prop, receiver) {
        if (prop === 'select') reads += 1;
        return Reflect.get(target, prop, receiver) as unknown;
      },
    }) as Db;
    const cache = new SessionCache(60_000);
    try {
      expect((await cache.find(counting, token, 'cookie', 3600))?.user.id).toBe(uid);
      expect((await cache.find(counting, token, 'cookie', 3600))?.user.id).toBe(uid);
      expect(reads).toBe(1);
      // A bearer lookup of a cookie session is not answered from the cookie's entry.
      expect(await cache.find(counting, token, 'bearer', 3600)).toBeNull();
      await destroyUserSessions(server.db, uid);
      expect(await cache.find(counting, token, 'cookie', 3600)).toBeNull();
    } finally {
      cache.close();
    }
  });

  it('ending every session of a player stops them on this instance at once', async () => {
    const uid = await server.createUser();
    const web = server.client();
    await web.post('/api/test/signIn', { uid: String(uid) });
    const phone = server.client();
    await phone.post('/api/test/signIn', { uid: String(uid) });
    expect((await web.get('/api/test/whoami')).body).toEqual({ data: uid });
    expect((await phone.get('/api/test/whoami')).body).toEqual({ data: uid });
    await destroyUserSessions(server.db, uid);
    expect((await web.get('/api/test/whoami')).body).toEqual({ data: null });
    expect((await phone.get('/api/test/whoami')).body).toEqual({ data: null });
  });

  it('a session deleted straight in the database stops working', async () => {
    const uid = await server.createUser();
    const c = server.client();
    await c.post('/api/test/signIn', { uid: String(uid) });
    expect((await c.get('/api/test/whoami')).body).toEqual({ data: uid });
    await server.db.delete(sessions).where(eq(sessions.userId, uid));
    await eventually(async () => (await c.get('/api/test/whoami')).body.data === null);
  });

  it('a player changed straight in the database is read again', async () => {
    const uid = await server.createUser();
    const c = server.client();
    await c.post('/api/test/signIn', { uid: String(uid) });
    expect((await c.get('/api/test/me')).body.data).toEqual({ id: uid, locale: 'en' });
    await server.db.update(users).set({ locale: 'pt' }).where(eq(users.id, uid));
    await eventually(async () => (await c.get('/api/test/me')).body.data?.locale === 'pt');
  });
});
