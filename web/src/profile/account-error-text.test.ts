import { ApiError, NetworkError } from '@croupier/core/errors';
import { describe, expect, it } from 'vitest';
import {
  accountErrorText,
  accountFieldErrors,
  accountReasonText,
  twoFactorCodeText,
} from './account-error-text.ts';

const t = (key: string, text: string) => `${key}|${text}`;

const invalid = (
  params: Record<string, string>,
  message = 'Invalid',
  errorData?: Record<string, unknown>,
) =>
  new ApiError(
    400,
    {
      type: 'InvalidParameterException',
      message,
      invalid_parameters: params,
      ...(errorData ? { error_data: errorData } : {}),
    },
    '/api/account/x',
  );

describe('account error texts (§8)', () => {
  it("words reason codes — §5's and the server's own — and shows any other reason as sent", () => {
    expect(accountReasonText(t, 'nicknameTaken')).toBe(
      'validation.nicknameTaken|This nickname is already taken',
    );
    expect(accountReasonText(t, 'password')).toBe('validation.password|Wrong password');
    expect(accountReasonText(t, 'requiredField')).toBe(
      'validation.requiredField|Field is required',
    );
    // No table of English sentences: an operator's own sentence is shown as it came.
    expect(accountReasonText(t, 'This nickname is already taken')).toBe(
      'This nickname is already taken',
    );
    expect(accountReasonText(t, 'Something new')).toBe('Something new');
  });

  it('maps invalid_parameters onto fields (a wrong current password lands on old_password)', () => {
    expect(accountFieldErrors(t, invalid({ old_password: 'password' }))).toEqual({
      old_password: 'validation.password|Wrong password',
    });
    const symbols = invalid({ new_password: 'passwordSymbols' }, 'Invalid', {
      reason_params: { new_password: { symbols: '␣' } },
    });
    expect(accountFieldErrors(t, symbols)).toEqual({
      new_password:
        'validation.passwordSymbols|Password contains characters that are not allowed: ␣',
    });
    expect(accountFieldErrors(t, new Error('x'))).toEqual({});
  });

  it('classifies a refused authenticator code by its message', () => {
    expect(twoFactorCodeText(t, invalid({ code: 'two_factor_auth: code is invalid' }))).toBe(
      'auth.codeInvalid|two_factor_auth: code is invalid',
    );
    expect(twoFactorCodeText(t, invalid({ code: 'Time expired' }))).toBe(
      'auth.timeExpired|Time expired',
    );
  });

  it('gives network failures and rate limits their own form-level text', () => {
    expect(accountErrorText(t, new NetworkError('down', '/api/x'))).toMatch(
      /^profile\.errors\.network/,
    );
    const tooMany = new ApiError(
      429,
      { type: 'TooManyRequestsException', message: 'Slow down' },
      '/api/x',
    );
    expect(accountErrorText(t, tooMany)).toMatch(/^profile\.errors\.tooMany/);
    expect(accountErrorText(t, new Error('x'))).toMatch(/^profile\.errors\.failed/);
  });
});
