import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hits } from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'croupier-dist-'));
  await mkdir(join(dist, 'web', 'assets'), { recursive: true });
  await mkdir(join(dist, 'miniapp', 'assets'), { recursive: true });
  await writeFile(join(dist, 'web', 'index.html'), '<!doctype html><title>web shell</title>');
  await writeFile(join(dist, 'web', 'assets', 'app-abc123.js'), 'console.log("web")');
  await writeFile(join(dist, 'web', 'sw.js'), '// service worker');
  await writeFile(
    join(dist, 'miniapp', 'index.html'),
    '<!doctype html><title>miniapp shell</title>',
  );
  await writeFile(join(dist, 'miniapp', 'assets', 'mini-def456.js'), 'console.log("mini")');
  server = await startTestServer({
    seedGames: 7,
    env: { WEB_DIST: join(dist, 'web'), MINIAPP_DIST: join(dist, 'miniapp') },
  });
});
afterAll(async () => {
  await server?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('plain routes', () => {
  it('/health reports the database', async () => {
    const res = await server.client().get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: server.handle.driver });
  });

  it('/robots.txt keeps crawlers out of the API and player pages', async () => {
    const res = await server.client().get('/robots.txt');
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /cashier');
  });

  it('/hit records referer and a td_ track id (prefix converted) and answers a 1×1 gif', async () => {
    const res = await server
      .client()
      .get('/hit', { referer: 'https://partner.example/page', track_id: 'td_a1b2c3' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/gif');
    // A 1×1 GIF: the signature, then the logical screen's width and height (little-endian).
    expect(res.raw.subarray(0, 6).toString('latin1')).toMatch(/^GIF8[79]a$/);
    expect([res.raw.readUInt16LE(6), res.raw.readUInt16LE(8)]).toEqual([1, 1]);
    await server.client().get('/hit', { seon_session: 'seon-xyz' });
    const rows = await server.db.select().from(hits).orderBy(desc(hits.id)).limit(2);
    expect(rows[1]).toMatchObject({
      referer: 'https://partner.example/page',
      trackId: 'a1b2c3',
      trackSource: 'td',
    });
    expect(rows[0]).toMatchObject({ seonSession: 'seon-xyz', trackId: null });
  });

  it('/nfx/i18n serves the locales (en default, ru, pt) and their messages', async () => {
    const locales = await server.client().get('/nfx/i18n/locales');
    expect(locales.body.defaultLocale).toBe('en');
    // Each by its own name, as the language switcher shows it.
    expect(locales.body.locales).toEqual([
      { code: 'en', name: 'English' },
      { code: 'ru', name: 'Русский' },
      { code: 'pt', name: 'Português' },
    ]);
    const ru = await server.client().get('/nfx/i18n/messages/ru');
    expect(ru.body.validation.requiredField).toBe('Обязательное поле');
    const en = await server.client().get('/nfx/i18n/messages/en');
    expect(en.body.validation.requiredField).toBe('Field is required');
    expect((await server.client().get('/nfx/i18n/messages/xx')).status).toBe(404);
  });
});

describe('built clients from the same origin', () => {
  it('serves the web build at / with an SPA fallback for page paths', async () => {
    for (const path of ['/', '/gamehall', '/cashier/deposit/pix', '/pt/promotions']) {
      const res = await server.client().get(path);
      expect(res.status, path).toBe(200);
      expect(res.body, path).toContain('web shell');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable and missing files as 404', async () => {
    const asset = await server.client().get('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await server.client().get('/sw.js')).status).toBe(200);
    expect((await server.client().get('/assets/missing.js')).status).toBe(404);
  });

  it('serves the miniapp under /miniapp/ with its own fallback, framable by Telegram', async () => {
    for (const path of ['/miniapp/', '/miniapp/gamehall']) {
      const res = await server.client().get(path);
      expect(res.status, path).toBe(200);
      expect(res.body).toContain('miniapp shell');
      expect(res.headers.get('content-security-policy')).toContain(
        'frame-ancestors https://web.telegram.org',
      );
    }
    expect((await server.client().get('/miniapp/assets/mini-def456.js')).status).toBe(200);
    expect((await server.client().get('/miniapp')).status).toBe(301);
  });

  it('never answers an unknown /api path with the shell', async () => {
    const res = await server.client().get('/api/games/nothing');
    expect(res.status).toBe(404);
    expect(res.body.data.type).toBe('MethodNotFoundException');
  });
});
