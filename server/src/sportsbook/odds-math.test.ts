import { describe, expect, it } from 'vitest';
import { oddsText, parseOdds, payoutMinor, roundedOdds, totalOdds } from './odds-math.ts';

describe('odds arithmetic', () => {
  it('parses decimal odds above 1.00 only', () => {
    expect(parseOdds('2.15')).toBe(215);
    expect(parseOdds('3')).toBe(300);
    expect(parseOdds('1.5')).toBe(150);
    expect(parseOdds(1.85)).toBe(185);
    expect(parseOdds('1.00')).toBeNull();
    expect(parseOdds('2.155')).toBeNull();
    expect(parseOdds('-2')).toBeNull();
    expect(parseOdds(null)).toBeNull();
  });

  it('multiplies an accumulator exactly and rounds its display half up', () => {
    expect(totalOdds([215, 190])).toBe('4.0850');
    expect(roundedOdds('4.0850')).toBe('4.09');
    expect(roundedOdds('4.0849')).toBe('4.08');
    expect(totalOdds([101])).toBe('1.01');
    expect(oddsText(1005)).toBe('10.05');
  });

  it('pays stake × odds rounded down to the cent', () => {
    expect(payoutMinor(1000n, [215])).toBe(2150n);
    expect(payoutMinor(735n, [215, 190, 333])).toBe((735n * 215n * 190n * 333n) / 1_000_000n);
    expect(payoutMinor(333n, [150])).toBe(499n);
  });
});
