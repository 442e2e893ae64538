import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../errors.ts';
import { errorCodeOf } from './error-code.ts';

describe('errorCodeOf (the code analytics events carry)', () => {
  it('is the §8 type of an ApiError', () => {
    expect(
      errorCodeOf(
        new ApiError(403, { type: 'UserBannedException', message: '' }, '/api/auth/login'),
      ),
    ).toBe('UserBannedException');
  });
  it("is 'NetworkError' when nothing came back, else UnknownErrorException", () => {
    expect(errorCodeOf(new NetworkError('down', '/api/x'))).toBe('NetworkError');
    expect(errorCodeOf('boom')).toBe('UnknownErrorException');
  });
});
