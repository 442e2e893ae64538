import { describe, expect, it } from 'vitest';
import { bannerImage } from './banner-image.ts';

const wide = {
  x1: '/img/f_webp,q_95,w_735,h_240,fit_cover/%2Fmedia%2Fbanners%2Fwelcome-wide.svg',
  x2: '/img/f_webp,q_95,w_1470,h_480,fit_cover/%2Fmedia%2Fbanners%2Fwelcome-wide.svg',
};

describe('bannerImage', () => {
  it("offers the phone strip's two densities beside the artwork's, by width", () => {
    const image = bannerImage(wide);
    expect(image.src).toBe(wide.x1);
    expect(image.srcSet).toBe(
      [
        '/img/f_webp,q_95,w_490,h_160,fit_cover/%2Fmedia%2Fbanners%2Fwelcome-wide.svg 490w',
        `${wide.x1} 735w`,
        '/img/f_webp,q_95,w_980,h_320,fit_cover/%2Fmedia%2Fbanners%2Fwelcome-wide.svg 980w',
        `${wide.x2} 1470w`,
      ].join(', '),
    );
  });

  it('says how wide the hero is shown: never under the strip the artwork covers', () => {
    expect(bannerImage(wide).sizes).toBe(
      '(min-width: 1424px) 1376px, (min-width: 768px) calc(100vw - 48px), (min-width: 522px) calc(100vw - 32px), 490px',
    );
  });

  it("uses an operator's own image addresses as sent, by density", () => {
    const cdn = { x1: 'https://cdn.example/b@1x.webp', x2: 'https://cdn.example/b@2x.webp' };
    expect(bannerImage(cdn)).toEqual({ src: cdn.x1, srcSet: `${cdn.x1} 1x, ${cdn.x2} 2x` });
    const unsized = { x1: '/img/f_webp,q_95/%2Fb.png', x2: '/img/f_webp,q_95/%2Fb.png' };
    expect(bannerImage(unsized).sizes).toBeUndefined();
  });
});
