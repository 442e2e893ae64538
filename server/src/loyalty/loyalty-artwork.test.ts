import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  DEMO_CHARACTERS,
  DEMO_LEVELS,
  DEMO_PRODUCTS,
  DEMO_PROGRAM,
  DEMO_QUESTS,
} from './demo-loyalty.ts';
import { loyaltyArtwork, loyaltyMediaPath, type LoyaltyArtKind } from './loyalty-artwork.ts';

const demo: [LoyaltyArtKind, string][] = [
  ['programs', DEMO_PROGRAM.sysname],
  ...DEMO_LEVELS.map((l): [LoyaltyArtKind, string] => ['levels', l.sysname]),
  ...DEMO_CHARACTERS.map((c): [LoyaltyArtKind, string] => ['characters', c.sysname]),
  ...DEMO_PRODUCTS.map((p): [LoyaltyArtKind, string] => ['products', p.sysname]),
  ...DEMO_QUESTS.map((q): [LoyaltyArtKind, string] => ['quests', q.sysname]),
];

describe('loyalty artwork', () => {
  it.each(demo)('draws %s/%s as an SVG that rasterises', async (kind, sysname) => {
    const svg = loyaltyArtwork(loyaltyMediaPath(kind, sysname));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const meta = await sharp(Buffer.from(svg!)).metadata();
    expect(meta.width).toBeGreaterThan(0);
  });

  it('draws something for a sysname outside the demo, the same every time', () => {
    const a = loyaltyArtwork('media/loyalty/products/vip-ticket.svg');
    expect(a).toContain('<svg');
    expect(loyaltyArtwork('media/loyalty/products/vip-ticket.svg')).toBe(a);
  });

  it('refuses other paths', () => {
    for (const path of [
      'media/games/x.svg',
      'media/loyalty/unknown/x.svg',
      'media/loyalty/levels/../x.svg',
      'media/loyalty/levels/Bad Name.svg',
      'media/loyalty/levels/gold.png',
    ]) {
      expect(loyaltyArtwork(path)).toBeNull();
    }
  });
});
