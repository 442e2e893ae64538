/**
 * What the web client's platform services need from the server: the service worker at /sw.js
 * without a long cache, the embeddable forms framable by our own pages only, and the demo
 * support chat widget.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'croupier-shell-'));
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>web shell</title>');
  await writeFile(join(dist, 'sw.js'), "self.addEventListener('fetch', () => {});");
  server = await startTestServer({ seedGames: 1, env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await server?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('service worker', () => {
  it('/sw.js is served as JavaScript, revalidated on every load, with no scope header', async () => {
    const res = await server.client().get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('service-worker-allowed')).toBeNull();
  });
});

describe('embeddable forms', () => {
  it('the forms may be framed by our own origin only; other pages by nobody', async () => {
    // The two forms, with or without a locale prefix or a trailing slash.
    for (const path of [
      '/forms/sign_in',
      '/pt/forms/sign_up?backUrl=%2F',
      '/ru/forms/sign_up?backUrl=%2Fpromotions',
      '/forms/sign_up/',
    ]) {
      const res = await server.client().get(path);
      expect(res.status, path).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(csp, path).not.toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
    // Not a form: another name under /forms, or /forms deeper in the path.
    for (const path of ['/', '/forms/other', '/cashier/forms/sign_in']) {
      const res = await server.client().get(path);
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });
});

describe('demo support chat', () => {
  it('serves the widget script from our origin (the page CSP allows only self)', async () => {
    const res = await server.client().get('/demo-chat/widget.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    // The CMS names the plain path: kept a few minutes, not for good.
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.body).toContain('BetunlimChat');
    expect(res.body).toContain('data-visitor-uid');
    // The support page opens the chat through the widget's API.
    expect(res.body).toContain('open: function');
  });
});
