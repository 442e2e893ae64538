import { describe, expect, it } from 'vitest';
import { cpfRule, isValidCpf } from './cpf.ts';

describe('CPF check digits (BRL withdrawals)', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35'])('accepts %s', (v) => {
    expect(isValidCpf(v)).toBe(true);
    expect(cpfRule(v)).toBeNull();
  });
  it.each([
    ['529.982.247-24', 'second check digit'],
    ['529.982.247-15', 'first check digit'],
    ['111.111.111-11', 'all digits equal'],
    ['5299822472', 'ten digits'],
    ['529.982247-25', 'half formatted'],
    ['abc', 'letters'],
  ])('%s → cpf (%s)', (v) => {
    expect(cpfRule(v)).toEqual({ key: 'cpf' });
  });
  it('empty → requiredField', () => {
    expect(cpfRule('')).toEqual({ key: 'requiredField' });
  });
});
