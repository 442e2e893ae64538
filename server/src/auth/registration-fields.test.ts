import { describe, expect, it } from 'vitest';
import { fieldRefusal } from '../http/refuse-fields.ts';
import { registrationFieldErrors } from './registration-fields.ts';

/** The reasons as they travel: codes, and the params of those that need any. */
const sent = (input: Record<string, unknown>) => fieldRefusal(registrationFieldErrors(input));

describe('registrationFieldErrors (§5 rules on the raw form)', () => {
  it('passes a valid form', () => {
    expect(registrationFieldErrors({ email: 'ana@example.com', password: 'secret12' })).toEqual({});
    expect(registrationFieldErrors({ login: 'ana_99', password: 'secret12' })).toEqual({});
  });

  it('needs one of login, email, phone, and a password', () => {
    expect(sent({}).invalidParameters).toEqual({
      login: 'requiredField',
      password: 'insertPassword',
    });
  });

  it('names each broken field with the §5 message', () => {
    expect(sent({ email: 'ana@@example', phone: '12', password: 'abc' })).toEqual({
      invalidParameters: {
        email: 'wrongEmailAddress',
        phone: 'wrongPhoneFormat',
        password: 'shortPassword',
      },
      // shortPassword's minimum is a §9 constant every client knows: no params travel.
      reasonParams: undefined,
    });
    expect(sent({ email: 'a@b.co', password: 'pass word' })).toEqual({
      invalidParameters: { password: 'passwordSymbols' },
      reasonParams: { password: { symbols: '␣' } },
    });
  });

  it('an e-mail may stay empty when a phone is given', () => {
    expect(
      registrationFieldErrors({ email: '', phone: '+5511999999999', password: 'secret12' }),
    ).toEqual({});
  });
});
