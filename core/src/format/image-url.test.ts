import { describe, expect, it } from 'vitest';
import { imageModifiers, imageSrcSet, imageUrl, parseImagePath } from './image-url.ts';

describe('image proxy URLs (§9: densities 1 and 2, format webp, quality 95 default)', () => {
  it('defaults to webp at quality 95', () => {
    expect(imageUrl('/cms/banner.png')).toBe('/img/f_webp,q_95/%2Fcms%2Fbanner.png');
  });

  it('writes every modifier in the fixed order', () => {
    expect(
      imageUrl('https://cdn.example.com/a b.jpg', {
        background: '#FFFFFF',
        fit: 'cover',
        height: 240,
        width: 735,
        quality: 80,
        format: 'avif',
        resize: '735x240',
      }),
    ).toBe(
      '/img/f_avif,q_80,w_735,h_240,s_735x240,fit_cover,b_ffffff/https%3A%2F%2Fcdn.example.com%2Fa%20b.jpg',
    );
  });

  it('clamps quality and dimensions, drops invalid ones', () => {
    expect(imageModifiers({ quality: 150, width: 9000, height: -5, background: 'red' })).toBe(
      'f_webp,q_100,w_4096',
    );
  });

  it('proxies SVG originals but leaves data: and empty sources alone', () => {
    expect(imageUrl('/media/games/x.svg', { width: 100 })).toBe(
      '/img/f_webp,q_95,w_100/%2Fmedia%2Fgames%2Fx.svg',
    );
    expect(imageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(imageUrl('')).toBe('');
  });

  it('honours another mount point', () => {
    expect(imageUrl('/a.png', { base: 'https://img.example.com/p' })).toBe(
      'https://img.example.com/p/f_webp,q_95/%2Fa.png',
    );
  });

  it('builds a srcset for densities 1 and 2 (banner 735x240)', () => {
    expect(imageSrcSet('/b.png', { width: 735, height: 240, fit: 'cover' })).toBe(
      '/img/f_webp,q_95,w_735,h_240,fit_cover/%2Fb.png 1x, ' +
        '/img/f_webp,q_95,w_1470,h_480,fit_cover/%2Fb.png 2x',
    );
    expect(imageSrcSet('/b.png', { resize: '360x520' })).toBe(
      '/img/f_webp,q_95,s_360x520/%2Fb.png 1x, /img/f_webp,q_95,s_720x1040/%2Fb.png 2x',
    );
  });

  it('lists only 1x when no size is given', () => {
    expect(imageSrcSet('/b.png')).toBe('/img/f_webp,q_95/%2Fb.png 1x');
    expect(imageSrcSet('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA 1x');
  });

  it('parses what it builds (the server side of the proxy)', () => {
    const url = imageUrl('https://cdn.example.com/a.jpg?v=2', {
      width: 360,
      height: 520,
      fit: 'contain',
      background: '000',
      resize: '360x520',
    });
    expect(parseImagePath(url.replace('/img/', ''))).toEqual({
      src: 'https://cdn.example.com/a.jpg?v=2',
      options: {
        format: 'webp',
        quality: 95,
        width: 360,
        height: 520,
        fit: 'contain',
        background: '000',
        resize: { width: 360, height: 520 },
      },
    });
  });

  it.each([
    'f_gif,q_95/%2Fa.png',
    'f_webp,q_0/%2Fa.png',
    'f_webp,w_5000/%2Fa.png',
    'f_webp,zoom_2/%2Fa.png',
    'f_webp,s_10/%2Fa.png',
    'f_webp/ftp%3A%2F%2Fx',
    'f_webp/%2F%2Fevil.example.com%2Fa.png',
    'f_webp/%E0%A4%A',
    'no-source',
  ])('rejects %s', (path) => {
    expect(parseImagePath(path)).toBeNull();
  });
});
