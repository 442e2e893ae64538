/**
 * The /api wire guard (DESIGN §2, issue 13) seen from outside: every spelling of an API path
 * that the router might decode to a method — encoded letters and slashes, dot-segments,
 * doubled slashes, case, `;` parameters, NUL — is refused with a §8 envelope, and the method
 * does not run. Requests go through node:http, because fetch would normalise the paths first.
 */
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/sessions/session-cookie.ts';
import { rawRequest, useTestServer, type RawResponse, type TestClient } from './helpers.ts';

const server = useTestServer({ seed: false });

const PASSWORD = 'correct-horse-1';
const EVIL = 'https://evil.example';

/** Non-canonical spellings of `/api/{group}/{method}` that could decode to it. */
function spellings(group: string, method: string): string[] {
  const hex = (c: string) => `%${c.charCodeAt(0).toString(16)}`;
  const m0 = method[0]!;
  return [
    `/%61pi/${group}/${method}`,
    `/%41%50%49/${group}/${method}`,
    `/api/${hex(group[0]!)}${group.slice(1)}/${method}`,
    `/api/${group}/${hex(m0)}${method.slice(1)}`,
    `/api/${group}/${hex(m0).toUpperCase()}${method.slice(1)}`,
    `/api%2F${group}/${method}`,
    `/api%2f${group}%2f${method}`,
    `/api/${group}%2F${method}`,
    `/%2Fapi/${group}/${method}`,
    `//api/${group}/${method}`,
    `/api//${group}/${method}`,
    `/./api/${group}/${method}`,
    `/%2e/api/${group}/${method}`,
    `/api/./${group}/${method}`,
    `/api/${group}/./${method}`,
    `/api/../api/${group}/${method}`,
    `/api/${group}/%2e%2e/${group}/${method}`,
    `/API/${group}/${method}`,
    `/Api/${group}/${method}`,
    `/%2561pi/${group}/${method}`,
    `/api/${group}/${method};x=1`,
    `/api;x=1/${group}/${method}`,
    `/api/${group}/${method}%00`,
    `/api/${group}/${method}%20`,
    `/api/${group}/${method}/`,
    `/api\\${group}\\${method}`,
    `/api/${group}/${method}%3Fv=1`,
  ];
}

/** The §8 types a refused wire call may carry. */
const REFUSALS = ['AccessDeniedException', 'MethodNotFoundException', 'InvalidRequestException'];

function expectRefused(res: RawResponse, path: string): void {
  expect(res.status, path).toBeGreaterThanOrEqual(400);
  expect(res.status, path).toBeLessThan(500);
  const body = JSON.parse(res.body) as { statusCode: number; data: { type: string } };
  expect(body.statusCode, path).toBe(res.status);
  expect(REFUSALS, path).toContain(body.data.type);
}

function sessionCookieOf(res: RawResponse): string | undefined {
  const lines = res.headers['set-cookie'] ?? [];
  return (Array.isArray(lines) ? lines : [lines]).find((l) => l.startsWith(`${SESSION_COOKIE}=`));
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** With our client's marker, and without one. */
const MARKERS: Record<string, string>[] = [{ 'x-croupier-client': 'web/test' }, {}];

/** storage.set by a signed-in client that names its own Host and Origin. */
function setTheme(cookie: string, host: string, origin: string): Promise<RawResponse> {
  return rawRequest(
    server.url,
    'POST',
    '/api/storage/set?v=1',
    {
      host,
      origin,
      cookie,
      'x-croupier-client': 'web/test',
      'content-type': 'application/x-www-form-urlencoded',
    },
    form({ key: 'theme', value: origin }),
  );
}

async function signedInClient(): Promise<{ client: TestClient; cookie: string }> {
  const uid = await server.createUser();
  const client = server.client();
  await server.signIn(client, uid);
  return { client, cookie: `${SESSION_COOKIE}=${client.cookies.get(SESSION_COOKIE)!}` };
}

async function keysOf(client: TestClient): Promise<string[]> {
  const res = await client.get('/api/storage/getKeys');
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('the guard applies to the method that matched, whatever the spelling', () => {
  it('auth.login without the marker (a cross-site form) signs nobody in, in any spelling', async () => {
    const login = `wire-${Date.now()}@croupier.test`;
    await server.createUser({ login, password: PASSWORD });
    const body = form({ login, password: PASSWORD });
    const crossSite = {
      'content-type': 'application/x-www-form-urlencoded',
      origin: EVIL,
    };

    // The control: with the marker from our own origin, these credentials do sign in.
    const own = await rawRequest(
      server.url,
      'POST',
      '/api/auth/login',
      { ...crossSite, origin: server.config.publicOrigin, 'x-croupier-client': 'web/test' },
      body,
    );
    expect(own.status).toBe(200);
    expect(sessionCookieOf(own)).toBeDefined();

    for (const path of ['/api/auth/login', ...spellings('auth', 'login')]) {
      const res = await rawRequest(server.url, 'POST', path, crossSite, body);
      expectRefused(res, path);
      expect(sessionCookieOf(res), path).toBeUndefined();
    }
  });

  it('a signed-in write from a foreign Origin changes nothing, in any spelling', async () => {
    const { client, cookie } = await signedInClient();
    const body = form({ key: 'theme', value: 'evil' });
    for (const path of spellings('storage', 'set')) {
      for (const marker of MARKERS) {
        const res = await rawRequest(
          server.url,
          'POST',
          path,
          {
            ...marker,
            cookie,
            origin: EVIL,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body,
        );
        expectRefused(res, path);
      }
    }
    expect(await keysOf(client)).toEqual([]);
  });

  it('a signed-in read without the marker answers nothing, in any spelling', async () => {
    const { client, cookie } = await signedInClient();
    expect((await client.post('/api/storage/set', { key: 'secret', value: 's' })).status).toBe(200);
    for (const path of spellings('storage', 'getKeys')) {
      const res = await rawRequest(server.url, 'GET', path, { cookie });
      expectRefused(res, path);
      expect(res.body, path).not.toContain('secret');
    }
  });
});

describe('auth.logout needs the marker like every call', () => {
  it('a plain cross-site link (no marker) keeps the session alive, in any spelling', async () => {
    const { client, cookie } = await signedInClient();
    for (const path of ['/api/auth/logout', ...spellings('auth', 'logout')]) {
      const res = await rawRequest(server.url, 'GET', `${path}?v=1`, {
        cookie,
        referer: `${EVIL}/page`,
      });
      expectRefused(res, path);
      expect(res.headers['set-cookie'], path).toBeUndefined();
    }
    expect((await client.get('/api/storage/getKeys')).status).toBe(200);
  });

  it('our clients still sign out with a GET that carries the marker', async () => {
    const { client } = await signedInClient();
    const res = await client.get('/api/auth/logout');
    expect(res.status).toBe(200);
    expect((await client.get('/api/storage/getKeys')).status).toBe(401);
  });
});

describe('our origin comes from configuration, never from the Host header', () => {
  it('a POST with Host and Origin both evil.test is refused and changes nothing', async () => {
    const { client, cookie } = await signedInClient();
    const res = await setTheme(cookie, 'evil.test', 'http://evil.test');
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body).data.type).toBe('AccessDeniedException');
    expect(await keysOf(client)).toEqual([]);
  });

  it('PUBLIC_ORIGIN is accepted whatever Host the request names', async () => {
    const { client, cookie } = await signedInClient();
    const res = await setTheme(cookie, 'internal-lb.local', server.config.publicOrigin);
    expect(res.status).toBe(200);
    expect(await keysOf(client)).toEqual(['theme']);
  });
});
