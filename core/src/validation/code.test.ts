import { describe, expect, it } from 'vitest';
import {
  confirmationCodeRule,
  confirmationCodeSchema,
  filterCodeInput,
  twoFactorCodeRule,
  twoFactorCodeSchema,
} from './code.ts';

describe('confirmation code (§5: required, digits only, exactly 6)', () => {
  it('accepts 6 digits', () => {
    expect(confirmationCodeRule('123456')).toBeNull();
    expect(confirmationCodeRule(' 000123 ')).toBeNull();
  });
  it('empty → requiredField', () => {
    expect(confirmationCodeRule('')).toEqual({ key: 'requiredField' });
  });
  it.each(['12345', '1234567', '12345a', '12 345'])('%s → wrongCode', (v) => {
    expect(confirmationCodeRule(v)).toEqual({ key: 'wrongCode', params: { length: 6 } });
  });
  it('schema carries the key', () => {
    expect(confirmationCodeSchema().safeParse('1').error?.issues[0]?.message).toBe('wrongCode');
  });
});

describe('two-factor code (§5: 6 digits)', () => {
  it('accepts 6 digits and refuses anything else, empty included', () => {
    expect(twoFactorCodeRule('654321')).toBeNull();
    expect(twoFactorCodeRule('')).toEqual({ key: 'wrongCode', params: { length: 6 } });
    expect(twoFactorCodeRule('65432')).toEqual({ key: 'wrongCode', params: { length: 6 } });
    expect(twoFactorCodeSchema().safeParse('654321').success).toBe(true);
  });
  it('code inputs keep only up to 6 digits', () => {
    expect(filterCodeInput('12-34 56 78')).toBe('123456');
    expect(filterCodeInput('ab1')).toBe('1');
  });
});

describe('decision: a confirmation code is trimmed, not loosened (issue 17)', () => {
  it('accepts surrounding whitespace, refuses it inside', () => {
    expect(confirmationCodeRule(' 123456\n')).toBeNull();
    expect(confirmationCodeRule('123 456')).toEqual({ key: 'wrongCode', params: { length: 6 } });
  });
});
