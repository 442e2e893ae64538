import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../src/db/schema/index.ts';
import { rawGet, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let sysname: string;
beforeAll(async () => {
  server = await startTestServer({ seedGames: 10 });
  const [game] = await server.db.select({ sysname: games.sysname }).from(games).limit(1);
  sysname = game!.sysname;
});
afterAll(async () => {
  await server?.close();
});

describe('image proxy', () => {
  it('returns a webp of the requested size with a cache header', async () => {
    const res = await server
      .client()
      .get(
        `/_img/format_webp,fit_cover,width_320,height_240,resize_1,quality_95,background_101820/media/games/${sysname}.svg`,
      );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const meta = await sharp(res.raw).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 240 });
  });

  it('keeps the aspect ratio when only a width is given, and renders other formats', async () => {
    const res = await server.client().get(`/_img/format_png,width_200/media/games/${sysname}.svg`);
    const meta = await sharp(res.raw).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 200, height: 150 });
    const jpeg = await server
      .client()
      .get(
        `/_img/format_jpg,fit_contain,width_100,height_100,background_ffffff/media/games/${sysname}.svg`,
      );
    expect(await sharp(jpeg.raw).metadata()).toMatchObject({
      format: 'jpeg',
      width: 100,
      height: 100,
    });
  });

  it('answers a repeat from the cache with the same ETag, and 304 for If-None-Match', async () => {
    const path = `/_img/format_webp,width_64,height_48/media/games/${sysname}.svg`;
    const first = await server.client().get(path);
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await server.client().get(path, {}, { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('refuses sizes out of bounds and unknown modifiers with InvalidParameterException', async () => {
    for (const mods of [
      'width_5000',
      'height_0',
      'format_gif',
      'quality_101',
      'rotate_90',
      'background_zzz',
    ]) {
      const res = await server.client().get(`/_img/${mods}/media/games/${sysname}.svg`);
      expect(res.status, mods).toBe(422);
      expect(res.body.data.type).toBe('InvalidParameterException');
    }
  });

  it('serves only same-origin originals: unknown games and escapes are 404', async () => {
    for (const src of [
      'media/games/no_such_game.svg',
      'media/../../../../etc/passwd',
      'assets/../../server/package.json',
      'https://example.com/x.png',
      '//example.com/x.png',
    ]) {
      const res = await rawGet(server.url, `/_img/_/${src}`, { 'x-croupier-client': 'web/test' });
      expect(res.status, src).toBe(404);
    }
  });

  it('serves generated originals under /media as SVG', async () => {
    const res = await server.client().get(`/media/games/${sysname}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
    const provider = await server.client().get('/media/providers/northlight.svg');
    expect(provider.body).toContain('Northlight Gaming');
    expect((await server.client().get('/media/payments/pix.svg')).status).toBe(200);
    expect((await server.client().get('/media/categories/slots.svg')).status).toBe(200);
  });
});
