import { describe, expect, it } from 'vitest';
import { ibanRule, normalizeIban } from './iban.ts';

describe('IBAN (§5: valid per country structure and check digits)', () => {
  it.each([
    'DE89370400440532013000',
    'DE89 3704 0044 0532 0130 00',
    'gb82 west 1234 5698 7654 32',
    'LV80BANK0000435195001',
  ])('accepts %s', (v) => {
    expect(ibanRule(v)).toBeNull();
  });
  it.each([
    ['DE89370400440532013001', 'wrong check digits'],
    ['DE8937040044053201300', 'too short for DE'],
    ['XX89370400440532013000', 'unknown country'],
    ['LV80BANK000043519500A1', 'wrong structure'],
    ['not an iban', 'text'],
  ])('%s → iban (%s)', (v) => {
    expect(ibanRule(v)).toEqual({ key: 'iban' });
  });
  it('empty → requiredField', () => {
    expect(ibanRule('')).toEqual({ key: 'requiredField' });
  });
  it('normalises to the electronic format', () => {
    expect(normalizeIban('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
  });
});
