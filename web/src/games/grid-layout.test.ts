import { describe, expect, it } from 'vitest';
import { gridLayout } from './grid-layout.ts';

describe('hall grid geometry (fixed aspect boxes: rows are sized before images load)', () => {
  it('shows two columns on a 375 px phone and more on wide screens', () => {
    expect(gridLayout(343).columns).toBe(2);
    expect(gridLayout(1376).columns).toBe(7);
    expect(gridLayout(3000).columns).toBe(8);
  });

  it('sizes a row as a 4:3 cover plus the name lines plus the gap', () => {
    const { tileWidth, rowHeight } = gridLayout(343);
    expect(tileWidth).toBeCloseTo((343 - 12) / 2);
    expect(rowHeight).toBe(Math.ceil((tileWidth * 3) / 4) + 52 + 12);
  });
});
