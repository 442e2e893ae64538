import { describe, expect, it } from 'vitest';
import { loyaltyProgress } from './loyalty-progress.ts';

describe('loyalty progress: percent from current count, minimum and maximum (max defaults to 100)', () => {
  it('is the share between min and max', () => {
    expect(loyaltyProgress(150, 100, 200)).toBe(50);
    expect(loyaltyProgress(25, 0)).toBe(25);
  });
  it('clamps to 0..100', () => {
    expect(loyaltyProgress(50, 100, 200)).toBe(0);
    expect(loyaltyProgress(500, 100, 200)).toBe(100);
  });
  it('handles an empty range and bad numbers', () => {
    expect(loyaltyProgress(10, 10, 10)).toBe(100);
    expect(loyaltyProgress(9, 10, 10)).toBe(0);
    expect(loyaltyProgress(Number.NaN, 0, 100)).toBe(0);
  });
});
