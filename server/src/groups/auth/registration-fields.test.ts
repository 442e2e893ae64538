import { describe, expect, it } from 'vitest';
import { registrationFieldErrors } from './registration-fields.ts';

describe('registrationFieldErrors (§5 rules on the raw form)', () => {
  it('passes a valid form', () => {
    expect(registrationFieldErrors({ email: 'ana@example.com', password: 'secret12' })).toEqual({});
    expect(registrationFieldErrors({ login: 'ana_99', password: 'secret12' })).toEqual({});
  });

  it('needs one of login, email, phone, and a password', () => {
    expect(registrationFieldErrors({})).toEqual({
      login: 'Field is required',
      password: 'Enter your password',
    });
  });

  it('names each broken field with the §5 message', () => {
    expect(
      registrationFieldErrors({ email: 'ana@@example', phone: '12', password: 'abc' }),
    ).toEqual({
      email: 'Wrong email address',
      phone: 'Wrong phone number format',
      password: 'Password must be at least 6 characters long',
    });
    expect(registrationFieldErrors({ email: 'a@b.co', password: 'pass word' })).toEqual({
      password: 'Password contains characters that are not allowed: ␣',
    });
  });

  it('an e-mail may stay empty when a phone is given', () => {
    expect(
      registrationFieldErrors({ email: '', phone: '+5511999999999', password: 'secret12' }),
    ).toEqual({});
  });
});
