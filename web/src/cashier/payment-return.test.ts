import { createMemoryStorage } from '@croupier/core/state';
import { describe, expect, it } from 'vitest';
import {
  forgetPaymentReturn,
  rememberPaymentReturn,
  storedPaymentReturn,
} from './payment-return.ts';

/** The stored key survives the payment's round trip (and a deploy): pinned by value. */
const PAYMENT_SUCCESS_RETURN_KEY = 'payment_success_return';

const origin = 'https://casino.test';

describe('payment success return (§9)', () => {
  it('stores a safe in-app backUrl and gives it back until it is forgotten', () => {
    const storage = createMemoryStorage();
    rememberPaymentReturn(storage, '/tournaments/7?tab=rules', origin);
    expect(storage.getItem(PAYMENT_SUCCESS_RETURN_KEY)).toBe('/tournaments/7?tab=rules');
    expect(storedPaymentReturn(storage, origin)).toBe('/tournaments/7?tab=rules');
    forgetPaymentReturn(storage);
    expect(storedPaymentReturn(storage, origin)).toBeNull();
  });

  it('never keeps an address that leaves our origin', () => {
    const storage = createMemoryStorage();
    rememberPaymentReturn(storage, '/gamehall', origin);
    rememberPaymentReturn(storage, '//evil.test/phish', origin);
    expect(storage.getItem(PAYMENT_SUCCESS_RETURN_KEY)).toBeNull();
    storage.setItem(PAYMENT_SUCCESS_RETURN_KEY, 'https://evil.test/');
    expect(storedPaymentReturn(storage, origin)).toBeNull();
  });

  it('a deposit without backUrl clears an older return', () => {
    const storage = createMemoryStorage();
    rememberPaymentReturn(storage, '/promotions', origin);
    rememberPaymentReturn(storage, null, origin);
    expect(storedPaymentReturn(storage, origin)).toBeNull();
  });
});
