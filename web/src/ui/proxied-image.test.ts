import { describe, expect, it } from 'vitest';
import { proxiedImage, widthDescriptors } from './proxied-image.ts';

describe('widthDescriptors', () => {
  it('turns the API image set (1x, 2x) into the widths of a 240 px box', () => {
    const { srcSet } = proxiedImage({ x1: '/img/a1.webp', x2: '/img/a2.webp' }, { width: 240 });
    expect(widthDescriptors(srcSet, 240)).toBe('/img/a1.webp 240w, /img/a2.webp 480w');
  });

  it('keeps the commas inside proxy URLs', () => {
    const { srcSet } = proxiedImage('media/games/a.svg', { width: 240, height: 180 });
    expect(widthDescriptors(srcSet, 240)).toBe(
      '/img/f_webp,q_95,w_240,h_180/media%2Fgames%2Fa.svg 240w, /img/f_webp,q_95,w_480,h_360/media%2Fgames%2Fa.svg 480w',
    );
  });

  it('keeps a single-density source as one width', () => {
    expect(widthDescriptors('/img/x.webp 1x', 240)).toBe('/img/x.webp 240w');
    expect(widthDescriptors('/img/x.webp', 120)).toBe('/img/x.webp 120w');
  });
});
