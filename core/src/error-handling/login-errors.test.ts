import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../errors.ts';
import { loginFailure } from './login-errors.ts';

describe('login failure: alert with wrong-entry text; analytics event with error code (§8)', () => {
  it('wrong login or password', () => {
    expect(
      loginFailure(
        new ApiError(
          401,
          { type: 'AuthorizationException', message: 'Wrong login or password' },
          '/api/auth/login',
        ),
      ),
    ).toEqual({ alertKey: 'auth.wrongEntry', errorCode: 'AuthorizationException' });
  });
  it('too many attempts keeps the alert and reports its own code', () => {
    expect(
      loginFailure(
        new ApiError(
          429,
          { type: 'TooManyRequestsException', message: 'Slow down' },
          '/api/auth/login',
        ),
      ).errorCode,
    ).toBe('TooManyRequestsException');
  });
  it('a network failure or an unexpected error still shows the alert', () => {
    expect(loginFailure(new NetworkError('down', '/api/auth/login'))).toEqual({
      alertKey: 'auth.wrongEntry',
      errorCode: 'NetworkError',
    });
    expect(loginFailure(new TypeError('x')).errorCode).toBe('UnknownErrorException');
  });
});
