import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, parseAmount } from './amount.ts';

describe('amounts (§9: thousands separator comma; non-integer amounts two decimals)', () => {
  it.each([
    [1234, '1,234'],
    [1234.5, '1,234.50'],
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567.891, '1,234,567.89'],
    [0.05, '0.05'],
    [-1234.5, '-1,234.50'],
    ['1234.5', '1,234.50'],
    ['1,000', '1,000'],
  ])('%s → %s', (input, expected) => {
    expect(formatAmount(input)).toBe(expected);
  });

  it('rounds to two decimals before deciding integer or not', () => {
    expect(formatAmount(9.999)).toBe('10');
    expect(formatAmount(1.005)).toBe('1.01');
  });

  it('gives empty text for non-numbers', () => {
    expect(formatAmount('abc')).toBe('');
    expect(formatAmount('')).toBe('');
    expect(formatAmount(Infinity)).toBe('');
  });

  it('formats money with its currency', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('1,234.50 USD');
    expect(formatMoney('100', 'EUR')).toBe('100 EUR');
    expect(formatMoney('x', 'USD')).toBe('');
  });

  it('parses amounts with thousands commas', () => {
    expect(parseAmount('1,234.50')).toBe(1234.5);
    expect(parseAmount(' ')).toBeNaN();
  });
});
