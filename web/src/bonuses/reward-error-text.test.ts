import { ApiError, NetworkError } from '@croupier/core/errors';
import { describe, expect, it } from 'vitest';
import { defaultTranslate } from '../i18n/translate.ts';
import { rewardErrorText } from './reward-error-text.ts';

const refused = (type: string, errorData?: Record<string, unknown>, message = '') =>
  new ApiError(
    400,
    { type, message, ...(errorData ? { error_data: errorData } : {}) } as never,
    '/api/bonuses/activate',
  );

describe('reward action errors', () => {
  it('names the isolation refusal', () => {
    const error = refused('InvalidRequestException', { reason: 'bonus_isolation', bonus_ids: [3] });
    expect(rewardErrorText(defaultTranslate, error)).toBe(
      'Another bonus is in play. Finish or remove it before activating this one.',
    );
  });

  it('names a second payout and an expired claim', () => {
    expect(
      rewardErrorText(
        defaultTranslate,
        refused('InvalidRequestException', { reason: 'already_paid_out' }),
      ),
    ).toBe('This cashback has already been paid out.');
    expect(
      rewardErrorText(defaultTranslate, refused('InvalidRequestException', { reason: 'expired' })),
    ).toBe('The time to claim this has run out.');
  });

  it('an unknown bonus id is "no longer available"; the network has its own text', () => {
    expect(rewardErrorText(defaultTranslate, refused('InvalidParameterException'))).toBe(
      'This reward is no longer available.',
    );
    expect(rewardErrorText(defaultTranslate, new NetworkError('down', '/api/bonuses/get'))).toBe(
      'No connection. Check your network and try again.',
    );
  });

  it("falls back to the server's message, then a generic text", () => {
    expect(
      rewardErrorText(defaultTranslate, refused('InternalServerErrorException', undefined, 'Boom')),
    ).toBe('Boom');
    expect(rewardErrorText(defaultTranslate, new Error('x'))).toBe('Something went wrong');
  });
});
