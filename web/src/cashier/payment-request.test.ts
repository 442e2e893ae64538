import type { contract } from '@croupier/core';
import { describe, expect, it } from 'vitest';
import { amountToSend, paymentRequest } from './payment-request.ts';
import { emptyPaymentValues } from './requisites.ts';

const iban: contract.cashier.PaymentMethod = {
  id: 2,
  sysname: 'bank_transfer',
  name: 'Bank transfer',
  type: 'bank_transfer',
  limits: { USD: { min: '10', max: '5000' } },
  step: '1',
  requisites: ['iban'],
  saved_cards: [],
};

describe('the payment request of a money form', () => {
  it('sends the typed amount without its grouping commas and spaces', () => {
    expect(amountToSend(' 1,234.50 ')).toBe('1234.50');
    expect(amountToSend('25')).toBe('25');
  });

  it('names the method and carries the requisites it asks for', () => {
    const values = { ...emptyPaymentValues(iban, '1,000'), iban: 'de89 3704 0044 0532 0130 00' };
    expect(paymentRequest(iban, values)).toEqual({
      methodId: 2,
      method: 'bank_transfer',
      amount: '1000',
      requisites: { iban: 'DE89370400440532013000' },
    });
  });
});
