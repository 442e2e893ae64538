import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import {
  PROMO_CODE_ERROR_CODES,
  promoCheckError,
  promoCodeActivationError,
} from './promo-code-errors.ts';

const activationFailed = (promo_code?: unknown) =>
  new ApiError(
    400,
    {
      type: 'InvalidParameterException',
      message: 'Promo code error',
      error_data: promo_code === undefined ? {} : { promo_code },
    },
    '/api/campaigns/activateOffer',
  );

describe('promo code activation failure (§8)', () => {
  it('looks up the first code in error_data.promo_code as common.promoCodeErrors.{code}', () => {
    expect(promoCodeActivationError(activationFailed(['EXPIRED', 'INVALID']))).toEqual({
      field: 'promo_code',
      messageKey: 'common.promoCodeErrors.EXPIRED',
      code: 'EXPIRED',
    });
  });
  it('accepts a single code as a string', () => {
    expect(promoCodeActivationError(activationFailed('ALREADY_USED')).messageKey).toBe(
      'common.promoCodeErrors.ALREADY_USED',
    );
  });
  it('falls back to INVALID for an unknown code', () => {
    expect(promoCodeActivationError(activationFailed(['SOMETHING_NEW']))).toEqual({
      field: 'promo_code',
      messageKey: 'common.promoCodeErrors.INVALID',
      code: 'SOMETHING_NEW',
    });
  });
  it('uses the translations to decide whether a code has a message', () => {
    const has = (key: string) => key === 'common.promoCodeErrors.SOMETHING_NEW';
    expect(promoCodeActivationError(activationFailed(['SOMETHING_NEW']), has).messageKey).toBe(
      'common.promoCodeErrors.SOMETHING_NEW',
    );
    expect(promoCodeActivationError(activationFailed(['EXPIRED']), has).messageKey).toBe(
      'common.promoCodeErrors.INVALID',
    );
  });
  it('falls back to INVALID when there is no code or no ApiError', () => {
    expect(promoCodeActivationError(activationFailed()).messageKey).toBe(
      'common.promoCodeErrors.INVALID',
    );
    expect(promoCodeActivationError(activationFailed([])).code).toBeNull();
    expect(promoCodeActivationError(new Error('offline')).messageKey).toBe(
      'common.promoCodeErrors.INVALID',
    );
  });
  it('knows at least INVALID, EXPIRED, ALREADY_USED and NOT_AVAILABLE', () => {
    expect(PROMO_CODE_ERROR_CODES).toEqual(
      expect.arrayContaining(['INVALID', 'EXPIRED', 'ALREADY_USED', 'NOT_AVAILABLE']),
    );
    for (const code of PROMO_CODE_ERROR_CODES)
      expect(promoCodeActivationError(activationFailed([code])).messageKey).toBe(
        `common.promoCodeErrors.${code}`,
      );
  });
});

describe('promo check (§8: falsy → INVALID on promo_code)', () => {
  it.each([false, 0, null, undefined, ''])('%s is invalid', (answer) => {
    expect(promoCheckError(answer)).toEqual({
      field: 'promo_code',
      messageKey: 'common.promoCodeErrors.INVALID',
      code: null,
    });
  });
  it.each([true, 1, { id: 3 }])('%s is fine', (answer) => {
    expect(promoCheckError(answer)).toBeNull();
  });
});
