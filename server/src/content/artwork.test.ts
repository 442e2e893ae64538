import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GAME_TYPES } from '../db/schema/index.ts';
import { gameArtwork, gameBanner, providerLogo } from './artwork.ts';
import { PROVIDERS } from './providers.ts';

describe('game artwork', () => {
  it('draws a valid SVG for every game type, with the title escaped', async () => {
    for (const type of GAME_TYPES) {
      const svg = gameArtwork({
        sysname: `x_${type}`,
        name: 'Gold & <Glory>',
        type,
        providerName: 'Northlight Gaming',
      });
      expect(svg).toContain('Gold &amp; &lt;Glory&gt;');
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect(meta).toMatchObject({ format: 'svg', width: 600, height: 450 });
    }
  });
});

/** Whether any near-white pixel (the logo's name) lies in columns [from, to) of a raster. */
async function whiteIn(svg: string, from: number, to: number): Promise<boolean> {
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let y = 0; y < info.height; y++) {
    for (let x = from; x < to; x++) {
      const i = (y * info.width + x) * info.channels;
      if (data[i]! > 235 && data[i + 1]! > 235 && data[i + 2]! > 235) return true;
    }
  }
  return false;
}

describe('provider logo', () => {
  it('fits a long name whole: nothing of it reaches the right edge (issue 19)', async () => {
    // Dark ends, so only the name is white.
    const colors = ['#101828', '#1e293b'] as const;
    for (const name of PROVIDERS.map((p) => p.name)) {
      const svg = providerLogo(name, colors);
      expect(svg).toContain(`>${name}</text>`);
      expect(await whiteIn(svg, 392, 400), name).toBe(false);
    }
    // A short name keeps the large size.
    expect(providerLogo('Sunspire', colors)).toContain(
      'font-size="36" font-weight="700" fill="#ffffff">Sunspire',
    );
  });
});

/** The title lines of a banner (the outlined texts). */
function titleLines(svg: string): string[] {
  return [...svg.matchAll(/paint-order="stroke"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);
}

describe('game banner', () => {
  it('is a valid 735×240 SVG with the whole title on its left, for every game type', async () => {
    for (const type of GAME_TYPES) {
      const svg = gameBanner({
        sysname: `x_${type}`,
        name: 'Scarlet Berry Deluxe',
        type,
        providerName: 'Northlight Gaming',
      });
      expect(titleLines(svg)).toEqual(['Scarlet', 'Berry Deluxe']);
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect(meta).toMatchObject({ format: 'svg', width: 735, height: 240 });
    }
    const long = gameBanner({
      sysname: 'x_long',
      name: 'The Extraordinarily Long Adventures of Captain Croupier',
      type: 'slot',
      providerName: 'Northlight Gaming',
    });
    // Every word on the banner, in at most two lines.
    const lines = titleLines(long);
    expect(lines.length).toBeLessThanOrEqual(2);
    expect(lines.join(' ')).toBe('The Extraordinarily Long Adventures of Captain Croupier');
  });
});
