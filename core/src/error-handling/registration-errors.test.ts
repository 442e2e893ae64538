import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../errors.ts';
import { WRONG_REGISTRATION_KEY, registrationErrors } from './registration-errors.ts';

const invalid = (
  invalid_parameters?: Record<string, string>,
  error_data?: Record<string, unknown>,
) =>
  new ApiError(
    422,
    {
      type: 'InvalidParameterException',
      message: 'Invalid parameters',
      invalid_parameters,
      error_data,
    },
    '/api/auth/register',
  );

const FORM = ['email', 'phone', 'password', 'currency', 'promo_code', 'country_code'];

describe('registration errors (§8: invalid_parameters and error_data mapped through a dictionary)', () => {
  it('maps invalid_parameters onto the fields of the same name', () => {
    expect(
      registrationErrors(
        invalid({ email: 'Wrong email address', password: 'Wrong password' }),
        FORM,
      ),
    ).toEqual({
      fields: { email: 'Wrong email address', password: 'Wrong password' },
      general: null,
      errorCode: 'InvalidParameterException',
    });
  });

  it('maps error_data too, taking the first reason of a list', () => {
    expect(
      registrationErrors(invalid(undefined, { currency: ['Currency is not available', 'x'] }), FORM)
        .fields,
    ).toEqual({ currency: 'Currency is not available' });
  });

  it('an error on mobile shows on phone when the form has phone', () => {
    expect(registrationErrors(invalid({ mobile: 'Phone already used' }), FORM).fields).toEqual({
      phone: 'Phone already used',
    });
  });

  it('an error on phone shows on mobile when the form has mobile', () => {
    expect(
      registrationErrors(invalid({ phone: 'Wrong phone number' }), ['mobile', 'password']).fields,
    ).toEqual({ mobile: 'Wrong phone number' });
  });

  it('a login error shows on email, or on phone when there is no email field', () => {
    expect(registrationErrors(invalid({ login: 'Login exists' }), FORM).fields).toEqual({
      email: 'Login exists',
    });
    expect(registrationErrors(invalid({ login: 'Login exists' }), ['phone']).fields).toEqual({
      phone: 'Login exists',
    });
  });

  it('an email error never lands on the phone field', () => {
    const result = registrationErrors(invalid({ email: 'Wrong email address' }), ['phone']);
    expect(result.fields).toEqual({});
    expect(result.general).toBe(WRONG_REGISTRATION_KEY);
  });

  it('renames server fields through the dictionary, and a custom dictionary wins', () => {
    expect(registrationErrors(invalid({ country: 'Not allowed' }), FORM).fields).toEqual({
      country_code: 'Not allowed',
    });
    expect(
      registrationErrors(invalid({ nick: 'Taken' }), ['fakename'], { nick: 'fakename' }).fields,
    ).toEqual({ fakename: 'Taken' });
  });

  it('invalid_parameters win over error_data for the same field', () => {
    expect(
      registrationErrors(invalid({ email: 'first' }, { email: 'second' }), FORM).fields,
    ).toEqual({ email: 'first' });
  });

  it('if nothing maps, a general wrong-registration notice', () => {
    expect(registrationErrors(invalid({ unknown_field: 'bad' }), FORM)).toEqual({
      fields: {},
      general: 'registration.wrongRegistration',
      errorCode: 'InvalidParameterException',
    });
    expect(
      registrationErrors(
        new ApiError(
          500,
          { type: 'InternalServerErrorException', message: 'x' },
          '/api/auth/register',
        ),
        FORM,
      ),
    ).toEqual({
      fields: {},
      general: WRONG_REGISTRATION_KEY,
      errorCode: 'InternalServerErrorException',
    });
  });

  it('a network failure gives the general notice and its code for analytics', () => {
    expect(registrationErrors(new NetworkError('down', '/api/auth/register'), FORM)).toEqual({
      fields: {},
      general: WRONG_REGISTRATION_KEY,
      errorCode: 'NetworkError',
    });
  });
});
