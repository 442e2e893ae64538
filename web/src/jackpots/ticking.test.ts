import { describe, expect, it } from 'vitest';
import { tickValue, TICK_DURATION_MS } from './ticking.ts';

describe('jackpot pools tick up between answers', () => {
  it('starts at the old amount and lands on the new one', () => {
    expect(tickValue(1000, 1010, 0)).toBe(1000);
    expect(tickValue(1000, 1010, TICK_DURATION_MS)).toBe(1010);
    expect(tickValue(1000, 1010, TICK_DURATION_MS * 3)).toBe(1010);
  });
  it('moves monotonically and stays between the two amounts, in cents', () => {
    let last = 1000;
    for (let ms = 0; ms <= TICK_DURATION_MS; ms += 50) {
      const v = tickValue(1000, 1000.37, ms);
      expect(v).toBeGreaterThanOrEqual(last);
      expect(v).toBeLessThanOrEqual(1000.37);
      expect(Math.round(v * 100)).toBe(v * 100);
      last = v;
    }
  });
  it('a won pool that restarts from its seed runs down without overshooting', () => {
    const half = tickValue(25_000, 50, TICK_DURATION_MS / 2);
    expect(half).toBeLessThan(25_000);
    expect(half).toBeGreaterThan(50);
  });
  it('eases out and clamps its progress', () => {
    expect(tickValue(0, 1000, 0)).toBe(0);
    expect(tickValue(0, 1000, TICK_DURATION_MS)).toBe(1000);
    expect(tickValue(0, 1000, 2 * TICK_DURATION_MS)).toBe(1000);
    expect(tickValue(0, 1000, -TICK_DURATION_MS)).toBe(0);
    expect(tickValue(0, 1000, TICK_DURATION_MS / 2)).toBeGreaterThan(500);
  });
});
