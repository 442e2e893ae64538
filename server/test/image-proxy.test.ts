import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl } from '@croupier/core/format';
import { games } from '../src/db/schema/index.ts';
import { rawGet, useTestServer } from './helpers.ts';

const server = useTestServer({ seedGames: 10 });
let sysname: string;
let src: string;
beforeAll(async () => {
  const [game] = await server.db.select({ sysname: games.sysname }).from(games).limit(1);
  sysname = game!.sysname;
  src = `/media/games/${sysname}.svg`;
});

describe('image proxy (core URL form /img/{modifiers}/{encoded source})', () => {
  it("renders core's imageUrl as a webp of the requested size with a cache header", async () => {
    const url = imageUrl(src, { width: 320, height: 240, fit: 'cover', background: '#101820' });
    expect(url).toBe(`/img/f_webp,q_95,w_320,h_240,fit_cover,b_101820/${encodeURIComponent(src)}`);
    const res = await server.client().get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    expect(await sharp(res.raw).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 240,
    });
  });

  it('serves both densities of imageSrcSet at 1x and 2x sizes', async () => {
    const set = imageSrcSet(src, { width: 120, height: 90 });
    const [x1, x2] = set.split(', ').map((part) => part.split(' ')[0]!);
    expect((await sharp((await server.client().get(x1!)).raw).metadata()).width).toBe(120);
    expect((await sharp((await server.client().get(x2!)).raw).metadata()).width).toBe(240);
  });

  it('keeps the aspect ratio with one side or a resize box, and renders other formats', async () => {
    const png = await server.client().get(imageUrl(src, { format: 'png', width: 200 }));
    expect(await sharp(png.raw).metadata()).toMatchObject({
      format: 'png',
      width: 200,
      height: 150,
    });
    const boxed = await server.client().get(imageUrl(src, { resize: '100x100' }));
    expect(await sharp(boxed.raw).metadata()).toMatchObject({ width: 100, height: 75 });
    const jpeg = await server.client().get(
      imageUrl(src, {
        format: 'jpeg',
        fit: 'contain',
        width: 100,
        height: 100,
        background: 'fff',
      }),
    );
    expect(await sharp(jpeg.raw).metadata()).toMatchObject({
      format: 'jpeg',
      width: 100,
      height: 100,
    });
  });

  it('answers a repeat from the cache with the same ETag, and 304 for If-None-Match', async () => {
    const path = imageUrl(src, { width: 64, height: 48 });
    const first = await server.client().get(path);
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await server.client().get(path, {}, { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('refuses sizes out of bounds and unknown modifiers with InvalidParameterException', async () => {
    const encoded = encodeURIComponent(src);
    for (const mods of [
      'f_webp,q_95,w_5000',
      'f_webp,q_95,h_0',
      'f_gif',
      'q_101',
      'rotate_90',
      'b_zzz',
      's_10',
      'format_webp,width_320',
    ]) {
      const res = await server.client().get(`/img/${mods}/${encoded}`);
      expect(res.status, mods).toBe(422);
      expect(res.body.data.type).toBe('InvalidParameterException');
    }
  });

  it('refuses foreign sources: absolute URLs and paths outside /media/ (no request forgery)', async () => {
    for (const foreign of [
      'https://example.com/x.png',
      'http://169.254.169.254/latest/meta-data',
      '/assets/../../server/package.json',
      '/media/../../../../etc/passwd',
      '/etc/passwd',
    ]) {
      const res = await server.client().get(imageUrl(foreign, { width: 10 }));
      expect(res.status, foreign).toBe(403);
      expect(res.body.data.type).toBe('AccessDeniedException');
    }
    const protocolRelative = await rawGet(
      server.url,
      `/img/f_webp,q_95/${encodeURIComponent('//example.com/x.png')}`,
      { 'x-croupier-client': 'web/test' },
    );
    expect(protocolRelative.status).toBe(422);
  });

  it('answers 404 for a /media/ original that does not exist, and the old /_img/ form is gone', async () => {
    const res = await server.client().get(imageUrl('/media/games/no_such_game.svg'));
    expect(res.status).toBe(404);
    const old = await server.client().get(`/_img/format_webp,width_64/media/games/${sysname}.svg`);
    expect(old.status).toBe(404);
  });

  it('serves generated originals under /media as SVG', async () => {
    const res = await server.client().get(src);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
    const provider = await server.client().get('/media/providers/northlight.svg');
    expect(provider.body).toContain('Northlight Gaming');
    expect((await server.client().get('/media/payments/pix.svg')).status).toBe(200);
    expect((await server.client().get('/media/categories/slots.svg')).status).toBe(200);
  });
});
