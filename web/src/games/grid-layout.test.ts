import { describe, expect, it } from 'vitest';
import { gridLayout } from './grid-layout.ts';

describe('hall grid geometry (fixed aspect boxes: rows are sized before images load)', () => {
  it('shows three columns on 375–430 px phones and more on wide screens', () => {
    expect(gridLayout(343).columns).toBe(3);
    expect(gridLayout(358).columns).toBe(3);
    expect(gridLayout(398).columns).toBe(3);
    expect(gridLayout(720).columns).toBe(3);
    expect(gridLayout(1376).columns).toBe(7);
    expect(gridLayout(3000).columns).toBe(8);
  });

  it('sizes a row as a 4:3 cover plus the gap (no caption under the artwork)', () => {
    const { tileWidth, rowHeight } = gridLayout(343);
    expect(tileWidth).toBeCloseTo((343 - 2 * 8) / 3);
    expect(rowHeight).toBeCloseTo((tileWidth * 3) / 4 + 8);
  });
});
