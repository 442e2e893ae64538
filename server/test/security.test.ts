import { describe, expect, it } from 'vitest';
import { rawGet, useTestServer } from './helpers.ts';

const server = useTestServer();

async function keysOf(userId: number): Promise<string[]> {
  const c = server.client();
  await server.signIn(c, userId);
  const res = await c.get('/api/storage/getKeys');
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('security headers', () => {
  it('every response carries CSP with object-src and base-uri none, nosniff and Referrer-Policy', async () => {
    for (const path of ['/health', '/robots.txt', '/api/storage/getKeys', '/nowhere']) {
      const res = await server.client().get(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('the miniapp path may be framed by Telegram web origins only', async () => {
    const res = await server.client().get('/miniapp/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-ancestors https://web.telegram.org https://*.telegram.org');
    expect(csp).not.toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBeNull();
  });

  it('sends HSTS outside localhost only', async () => {
    const local = await server.client().get('/health');
    expect(local.headers.get('strict-transport-security')).toBeNull();
    // fetch may not set Host; node:http can, as a proxy in front of a real deployment would.
    const remote = await rawGet(server.url, '/health', { host: 'casino.example' });
    const hsts = remote.headers['strict-transport-security'];
    expect(hsts).toMatch(/max-age=\d+/);
  });
});

describe('client marker and Origin (CSRF defence)', () => {
  it('a POST without the marker header gets 403 AccessDeniedException and changes nothing', async () => {
    const userId = await server.createUser();
    const c = server.client({ marker: null });
    await server.signIn(c, userId);
    const res = await c.post('/api/storage/set', { key: 'theme', value: 'light' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ statusCode: 403, data: { type: 'AccessDeniedException' } });
    expect(await keysOf(userId)).toEqual([]);
  });

  it('a GET without the marker header is refused too', async () => {
    const res = await server.client({ marker: null }).get('/api/storage/getKeys');
    expect(res.status).toBe(403);
    expect(res.body.data.type).toBe('AccessDeniedException');
  });

  it('a malformed marker is refused', async () => {
    const res = await server.client({ marker: 'curl/8.0' }).get('/api/storage/getKeys');
    expect(res.status).toBe(403);
  });

  it('a POST from a foreign Origin gets 403 and changes nothing', async () => {
    const userId = await server.createUser();
    const c = server.client({ origin: 'https://evil.example' });
    await server.signIn(c, userId);
    const res = await c.post('/api/storage/set', { key: 'theme', value: 'light' });
    expect(res.status).toBe(403);
    expect(res.body.data.type).toBe('AccessDeniedException');
    expect(await keysOf(userId)).toEqual([]);
  });

  it('an opaque Origin ("null", sandboxed frames) is refused', async () => {
    const userId = await server.createUser();
    const c = server.client({ origin: 'null' });
    await server.signIn(c, userId);
    const res = await c.post('/api/storage/set', { key: 'a', value: 'b' });
    expect(res.status).toBe(403);
    expect(await keysOf(userId)).toEqual([]);
  });

  it('a POST from our own origin, or with no Origin (native shell), goes through', async () => {
    const userId = await server.createUser();
    const own = server.client();
    await server.signIn(own, userId);
    expect((await own.post('/api/storage/set', { key: 'one', value: '1' })).status).toBe(200);
    const native = server.client({ marker: 'webview/2.1.0', origin: null });
    await server.signIn(native, userId);
    expect((await native.post('/api/storage/set', { key: 'two', value: '2' })).status).toBe(200);
    expect(await keysOf(userId)).toEqual(['one', 'two']);
  });

  it('an origin listed in PUBLIC_ORIGIN is allowed', async () => {
    const userId = await server.createUser();
    const c = server.client({ origin: server.config.publicOrigin });
    await server.signIn(c, userId);
    // PUBLIC_ORIGIN defaults to http://127.0.0.1:0 in tests; any configured origin is trusted.
    expect((await c.post('/api/storage/set', { key: 'k', value: 'v' })).status).toBe(200);
  });
});
