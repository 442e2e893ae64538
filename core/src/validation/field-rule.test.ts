import { describe, expect, it } from 'vitest';
import { customRule, fieldRule } from './field-rule.ts';

describe('generic field types (§5)', () => {
  it.each(['login', 'documentType', 'documentNumber', 'cpf'])(
    '%s uses the text rule: required, anything non-empty passes',
    (type) => {
      const rule = fieldRule({ type, required: true });
      expect(rule('')).toEqual({ key: 'requiredField' });
      expect(rule('anything @#! 123')).toBeNull();
      expect(fieldRule({ type, required: false })('')).toBeNull();
    },
  );

  it('custom uses a supplied regex', () => {
    const rule = fieldRule({ type: 'custom', required: true, regex: '^[A-Z]{2}\\d{6}$' });
    expect(rule('AB123456')).toBeNull();
    expect(rule('ab123456')).toEqual({ key: 'regex' });
    expect(rule('')).toEqual({ key: 'requiredField' });
  });

  it('custom without a regex only needs a value', () => {
    expect(customRule('x')).toBeNull();
    expect(customRule('')).toEqual({ key: 'requiredField' });
    expect(customRule('', { required: false, regex: '^\\d+$' })).toBeNull();
  });

  it('maps named kinds to their own rules', () => {
    expect(fieldRule({ type: 'first_name' })('Anna1')).toEqual({ key: 'wrongField' });
    expect(fieldRule({ type: 'address' })('Main St 5')).toBeNull();
    expect(fieldRule({ type: 'postcode' })('123456789')).toEqual({ key: 'wrongField' });
    expect(fieldRule({ type: 'email' })('')).toEqual({ key: 'insertEmailAddress' });
    expect(fieldRule({ type: 'phone', mask: '(##) #####-####' })('11 9123')).toEqual({
      key: 'wrongPhoneFormat',
    });
    expect(fieldRule({ type: 'birth_date' })('31.02.2000')).toEqual({ key: 'date' });
    expect(fieldRule({ type: 'sex' })('0')).toEqual({ key: 'requiredField' });
    expect(fieldRule({ type: 'sex', required: false })('0')).toBeNull();
  });

  it('unknown types fall back to the text rule', () => {
    expect(fieldRule({ type: 'somethingNew' })('')).toEqual({ key: 'requiredField' });
    expect(fieldRule({ type: 'somethingNew' })('x')).toBeNull();
  });
});
