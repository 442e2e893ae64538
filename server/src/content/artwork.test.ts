import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GAME_TYPES } from '../db/schema/index.ts';
import { gameArtwork } from './artwork.ts';

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
