import { describe, expect, it } from 'vitest';
import { postcodeRule } from './postcode.ts';

describe('postcode rule (§5: up to 8 digits by default, or a custom regex)', () => {
  it.each(['1', '1050', '12345678'])('accepts %s', (v) => {
    expect(postcodeRule(v)).toBeNull();
  });
  it.each(['123456789', 'LV-1050', '12 34', 'abc'])('%s → wrongField', (v) => {
    expect(postcodeRule(v)).toEqual({ key: 'wrongField' });
  });
  it('empty gives requiredField unless optional', () => {
    expect(postcodeRule('')).toEqual({ key: 'requiredField' });
    expect(postcodeRule('', { required: false })).toBeNull();
  });
  it('uses a custom regex instead of the default', () => {
    const lv = { regex: '^LV-\\d{4}$' };
    expect(postcodeRule('LV-1050', lv)).toBeNull();
    expect(postcodeRule('1050', lv)).toEqual({ key: 'wrongField' });
    expect(postcodeRule('SW1A 1AA', { regex: /^[A-Z0-9 ]{5,8}$/ })).toBeNull();
  });
});
