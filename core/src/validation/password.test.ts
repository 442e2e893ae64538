import { describe, expect, it } from 'vitest';
import {
  forbiddenPasswordChars,
  passwordLengthRule,
  passwordRule,
  passwordSchema,
} from './password.ts';

describe('password rule (§5)', () => {
  it('required → insertPassword', () => {
    expect(passwordRule('')).toEqual({ key: 'insertPassword' });
  });

  it('at least 6 characters → shortPassword', () => {
    expect(passwordRule('abc12')).toEqual({ key: 'shortPassword', params: { min: 6 } });
    expect(passwordRule('abc123')).toBeNull();
  });

  it('accepts letters, digits and symbols', () => {
    expect(passwordRule('S3cure!#$%^&*()_+-=[]{}')).toBeNull();
  });

  it('lists the offending characters', () => {
    expect(passwordRule('пароль123')).toEqual({
      key: 'passwordSymbols',
      params: { symbols: 'п а р о л ь' },
    });
    expect(passwordRule('abc def€€')).toEqual({
      key: 'passwordSymbols',
      params: { symbols: '␣ €' },
    });
    expect(forbiddenPasswordChars('ok😀ok')).toEqual(['😀']);
  });

  it('optional match against the previous password → passwordsNotEqual', () => {
    expect(passwordRule('secret1', { equalTo: 'secret2' })).toEqual({ key: 'passwordsNotEqual' });
    expect(passwordRule('secret1', { equalTo: 'secret1' })).toBeNull();
  });

  it('helper rule: 6 to 20 characters', () => {
    expect(passwordLengthRule('12345')).toEqual({ key: 'minLength', params: { min: 6 } });
    expect(passwordLengthRule('123456')).toBeNull();
    expect(passwordLengthRule('a'.repeat(20))).toBeNull();
    expect(passwordLengthRule('a'.repeat(21))).toEqual({ key: 'maxLength', params: { max: 20 } });
    expect(passwordLengthRule('')).toEqual({ key: 'insertPassword' });
  });

  it('works as a schema', () => {
    expect(
      passwordSchema({ equalTo: 'abcdef' }).safeParse('abcdeg').error?.issues[0],
    ).toMatchObject({
      message: 'passwordsNotEqual',
    });
  });
});
