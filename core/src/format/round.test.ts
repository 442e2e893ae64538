import { describe, expect, it } from 'vitest';
import { roundDownToStep, roundSum } from './round.ts';

describe('sums rounded to 2 decimals (§9)', () => {
  it.each([
    [3.14159, 3.14],
    [1.005, 1.01],
    [10.005, 10.01],
    [2.675, 2.68],
    [0.1 + 0.2, 0.3],
    [100, 100],
    [-1.005, -1.01],
    [-0.001, 0],
  ])('%s → %s', (input, expected) => {
    expect(roundSum(input)).toBe(expected);
  });
  it('keeps non-finite values', () => {
    expect(roundSum(NaN)).toBeNaN();
  });
});

describe('round-down-to-step helper (§9)', () => {
  it.each([
    [1234, 100, 1200],
    [1299.99, 100, 1200],
    [1200, 100, 1200],
    [0.3, 0.1, 0.3],
    [0.75, 0.1, 0.7],
    [10.37, 0.05, 10.35],
    [7, 5, 5],
    [4, 5, 0],
  ])('%s with step %s → %s', (value, step, expected) => {
    expect(roundDownToStep(value, step)).toBe(expected);
  });
  it('returns the value for a missing or non-positive step', () => {
    expect(roundDownToStep(123.45, 0)).toBe(123.45);
    expect(roundDownToStep(123.45, -1)).toBe(123.45);
  });
});
