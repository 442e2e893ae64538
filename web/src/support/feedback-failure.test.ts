import { ApiError, NetworkError } from '@croupier/core/errors';
import { describe, expect, it } from 'vitest';
import { feedbackFailure } from './feedback-failure.ts';

const PATH = '/api/support/sendFeedback';

describe('a failed feedback message', () => {
  it('puts the server reasons on their fields', () => {
    const error = new ApiError(
      422,
      {
        type: 'InvalidParameterException',
        message: 'Invalid parameters',
        invalid_parameters: { email: 'Wrong email address' },
      },
      PATH,
    );
    expect(feedbackFailure(error)).toEqual({
      fields: { email: 'Wrong email address' },
      notice: null,
      message: null,
    });
  });

  it('says "too many" when the hourly limit is reached (TooManyRequestsException)', () => {
    const error = new ApiError(
      429,
      { type: 'TooManyRequestsException', message: 'Too many messages. Please try again later.' },
      PATH,
    );
    expect(feedbackFailure(error).notice).toBe('tooMany');
  });

  it('tells a lost connection from any other failure', () => {
    expect(feedbackFailure(new NetworkError('offline', PATH)).notice).toBe('network');
    const other = new ApiError(
      500,
      { type: 'InternalServerErrorException', message: 'Boom' },
      PATH,
    );
    expect(feedbackFailure(other)).toEqual({ fields: {}, notice: 'other', message: 'Boom' });
  });

  it('keeps a notice for reasons of fields the form does not have', () => {
    const error = new ApiError(
      422,
      {
        type: 'InvalidParameterException',
        message: 'Invalid parameters',
        invalid_parameters: { subject: 'Too long', locale: 'Unknown' },
      },
      PATH,
    );
    expect(feedbackFailure(error)).toEqual({
      fields: { subject: 'Too long' },
      notice: 'other',
      message: 'Invalid parameters',
    });
  });
});
