import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import { resendTimeOf, twoFactorErrorKind, twoFactorTrigger } from './two-factor.ts';

const authError = (message: string, resend_time?: number) =>
  new ApiError(401, { type: 'AuthorizationException', message, resend_time }, '/api/auth/login');

describe('two-factor triggers (§8)', () => {
  it("moves to twofa when the message says 'two_factor_auth is enable'", () => {
    expect(twoFactorTrigger(authError('two_factor_auth is enable'))).toEqual({ resendTime: null });
  });
  it("moves to twofa on 'Resend time is' and reads the trailing number", () => {
    expect(twoFactorTrigger(authError('Resend time is 45'))).toEqual({ resendTime: 45 });
  });
  it('prefers resend_time from the envelope', () => {
    expect(resendTimeOf(authError('Resend time is 45', 30))).toBe(30);
    expect(twoFactorTrigger(authError('whatever', 30))).toEqual({ resendTime: 30 });
  });
  it('ignores other errors (the caller rethrows them)', () => {
    expect(twoFactorTrigger(authError('Wrong login or password'))).toBeNull();
    expect(
      twoFactorTrigger(
        new ApiError(
          403,
          { type: 'UserBannedException', message: 'two_factor_auth is enable' },
          '/x',
        ),
      ),
    ).toBeNull();
    expect(twoFactorTrigger(new Error('two_factor_auth is enable'))).toBeNull();
  });
  it('classifies code errors', () => {
    expect(twoFactorErrorKind(authError('the code must contain 6 digits'))).toBe('digitsCount');
    expect(twoFactorErrorKind(authError('Time expired'))).toBe('timeExpired');
    expect(twoFactorErrorKind(authError('two_factor_auth: code is invalid'))).toBe('invalidCode');
    expect(twoFactorErrorKind(authError('boom'))).toBe('somethingWrong');
  });
});
