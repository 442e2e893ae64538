import { ApiError, NetworkError } from '@croupier/core/errors';
import { describe, expect, it } from 'vitest';
import { defaultTranslate } from '../i18n/translate.ts';
import {
  participateFailure,
  participateFailureText,
  participateFailureTitle,
} from './participate-error.ts';

const PATH = '/api/tournaments/participate';
const apiError = (status: number, type: string, reason?: string) =>
  new ApiError(
    status,
    {
      type: type as never,
      message: 'x',
      ...(reason ? { error_data: { reason } } : {}),
    } as never,
    PATH,
  );

describe('tournament participation failure (§8)', () => {
  it("always shows 'Failed to participate in tournament'", () => {
    expect(participateFailureTitle(defaultTranslate)).toBe('Failed to participate in tournament');
  });
  it('maps the documented reasons', () => {
    expect(
      participateFailure(apiError(400, 'InvalidRequestException', 'tournament_finished')),
    ).toBe('finished');
    expect(
      participateFailure(apiError(400, 'InvalidRequestException', 'already_participating')),
    ).toBe('already');
    expect(participateFailure(apiError(403, 'AccessDeniedException', 'country_not_allowed'))).toBe(
      'country',
    );
    expect(participateFailure(apiError(403, 'AccessDeniedException', 'currency_not_allowed'))).toBe(
      'currency',
    );
    expect(participateFailure(apiError(400, 'InvalidParameterException'))).toBe('unknown');
    expect(participateFailure(new NetworkError('offline', PATH))).toBe('network');
  });
  it('anything else gets the generic title alone', () => {
    expect(participateFailure(apiError(500, 'InternalServerErrorException'))).toBe('other');
    expect(participateFailure(new Error('result was not 1'))).toBe('other');
    expect(participateFailureText(defaultTranslate, 'other')).toBeNull();
  });
  it('explains what went wrong for the known reasons', () => {
    expect(participateFailureText(defaultTranslate, 'finished')).toBe(
      'This tournament has already ended.',
    );
    expect(participateFailureText(defaultTranslate, 'currency')).toMatch(/currency/);
  });
});
