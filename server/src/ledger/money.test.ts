import { describe, expect, it } from 'vitest';
import { InvalidAmountError } from '../errors.ts';
import { fromMinor, toMinor } from './money.ts';

describe('minor units', () => {
  it('converts the contract decimal strings to minor units without floats', () => {
    expect(toMinor('10.5')).toBe(1050n);
    expect(toMinor('10')).toBe(1000n);
    expect(toMinor('0.07')).toBe(7n);
    expect(toMinor('-3.2')).toBe(-320n);
    expect(toMinor('92233720368547758.07')).toBe(9223372036854775807n);
    expect(toMinor(19.99)).toBe(1999n);
  });

  it('refuses more decimals than the currency has, and non-numbers', () => {
    for (const bad of ['10.555', '1,000', 'ten', '', '1e3', '.5']) {
      expect(() => toMinor(bad), bad).toThrow(InvalidAmountError);
    }
    expect(() => toMinor(1e21)).toThrow(InvalidAmountError);
  });

  it('formats minor units as the shortest exact decimal string', () => {
    expect(fromMinor(1050n)).toBe('10.5');
    expect(fromMinor(1000n)).toBe('10');
    expect(fromMinor(7n)).toBe('0.07');
    expect(fromMinor(-5)).toBe('-0.05');
    expect(fromMinor(0n)).toBe('0');
    expect(fromMinor(toMinor('1250.5'))).toBe('1250.5');
  });
});
