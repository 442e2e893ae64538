import { ApiError, NetworkError } from '@croupier/core/errors';
import { describe, expect, it } from 'vitest';
import { defaultTranslate as t } from '../i18n/translate.ts';
import { promoCodeErrorText, takeOfferErrorText } from './offer-errors.ts';

const refused = (field: string, codes: unknown) =>
  new ApiError(
    400,
    {
      type: 'InvalidParameterException',
      message: 'Refused',
      error_data: codes === undefined ? {} : { [field]: codes },
    },
    '/api/campaigns/x',
  );

describe('a refused takepromotions (error_data.offer_id)', () => {
  it.each([
    ['INVALID', 'This offer no longer exists.'],
    ['EXPIRED', 'This offer has ended.'],
    ['ALREADY_USED', 'You have already taken this offer.'],
    ['NOT_AVAILABLE', 'This offer is not available to you.'],
  ])('%s reads "%s"', (code, text) => {
    expect(takeOfferErrorText(t, refused('offer_id', [code]))).toBe(text);
  });

  it('an unknown reason, or none, is a generic failure', () => {
    expect(takeOfferErrorText(t, refused('offer_id', ['ODD']))).toBe('Something went wrong');
    expect(takeOfferErrorText(t, refused('offer_id', undefined))).toBe('Something went wrong');
  });

  it('a lost connection and a rate limit say so', () => {
    expect(takeOfferErrorText(t, new NetworkError('offline', '/api/campaigns/x'))).toMatch(
      /No connection/,
    );
    const limited = new ApiError(
      429,
      { type: 'TooManyRequestsException', message: 'slow down' },
      '/api/campaigns/x',
    );
    expect(takeOfferErrorText(t, limited)).toMatch(/Too many attempts/);
  });
});

describe('a refused promo code (§8: common.promoCodeErrors.{code}, INVALID fallback)', () => {
  it.each([
    ['INVALID', 'This promo code is not valid'],
    ['EXPIRED', 'This promo code has expired'],
    ['ALREADY_USED', 'You have already used this promo code'],
    ['NOT_AVAILABLE', 'This promo code is not available to you'],
  ])('%s reads "%s"', (code, text) => {
    const { text: shown, failure } = promoCodeErrorText(t, refused('promo_code', [code]));
    expect(shown).toBe(text);
    expect(failure?.code).toBe(code);
  });

  it('an unknown code falls back to INVALID and keeps the code for the event', () => {
    const { text, failure } = promoCodeErrorText(t, refused('promo_code', ['NEW_ONE']));
    expect(text).toBe('This promo code is not valid');
    expect(failure).toEqual({
      field: 'promo_code',
      messageKey: 'common.promoCodeErrors.INVALID',
      code: 'NEW_ONE',
    });
  });

  it('a lost connection is not reported as a bad code', () => {
    const { text, failure } = promoCodeErrorText(t, new NetworkError('offline', '/api/x'));
    expect(text).toMatch(/No connection/);
    expect(failure).toBeNull();
  });
});
