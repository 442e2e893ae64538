import { describe, expect, it } from 'vitest';
import { paramReason } from './param-reason.ts';
import { isReasonCode, reasonParams } from './reason-code.ts';

describe('paramReason (§5 reason codes for invalid_parameters)', () => {
  it('missing or empty → requiredField', () => {
    expect(paramReason('amount', undefined)).toBe('requiredField');
    expect(paramReason('requisites.iban', '')).toBe('requiredField');
  });
  it("judges a parameter with §5's own rule, nested ones by their name", () => {
    expect(paramReason('amount', '-20')).toBe('wrongField');
    expect(paramReason('amount', '10.555')).toBe('wrongField');
    expect(paramReason('requisites.iban', 'DE89370400440532013001')).toBe('iban');
    expect(paramReason('requisites.card_number', '4111111111111112')).toBe('cardNumber');
    expect(paramReason('fakename', 'abc')).toBe('minCountSymbolsFakename');
    expect(paramReason('fakename', 'a b c d')).toBe('specialSymbolsFakename');
    expect(paramReason('new_password', 'abc')).toBe('shortPassword');
  });
  it('else the key the schema gave, else wrongField (never a sentence)', () => {
    expect(paramReason('amount', '1,000')).toBe('wrongField'); // the rule allows commas, the wire not
    expect(paramReason('count', 'x', 'maxValue')).toBe('maxValue');
    expect(paramReason('count', 'x', 'Invalid input')).toBe('wrongField');
    expect(paramReason('flag', 42)).toBe('wrongField');
  });
  it('knows its codes and the constants their texts need', () => {
    expect(isReasonCode('shortPassword')).toBe(true);
    expect(isReasonCode('Field is required')).toBe(false);
    expect(isReasonCode('constructor')).toBe(false);
    expect(reasonParams('shortPassword')).toEqual({ min: 6 });
    expect(reasonParams('wrongField')).toEqual({});
  });
});
