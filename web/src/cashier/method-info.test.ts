import type { contract } from '@croupier/core';
import { describe, expect, it } from 'vitest';
import { chosenMethod, methodViews, presetAmounts } from './method-info.ts';

type PaymentMethod = contract.cashier.PaymentMethod;

const method = (sysname: string, id: number): PaymentMethod => ({
  id,
  sysname,
  name: sysname,
  type: 'card',
  limits: { USD: { min: '10', max: '5000' } },
  step: null,
  requisites: [],
  saved_cards: [],
});
const methods = [method('card', 1), method('bank_transfer', 2)];
const cms = {
  methods: [
    { sysname: 'bank_transfer', icons: ['/media/payments/bank.svg'], descriptions: ['IBAN'] },
  ],
  presets: { USD: [{ value: 20 }, { value: 50 }] },
  depositAmounts: { bank_transfer: { USD: [{ value: 100 }] } },
  defaultMethod: 'bank_transfer',
};

describe('payment methods with their CMS info (§3)', () => {
  it('merges icons and descriptions by sysname and picks the currency limits', () => {
    const [card, bank] = methodViews(methods, cms, 'USD');
    expect(card).toMatchObject({ icons: [], descriptions: [], limits: { min: '10', max: '5000' } });
    expect(bank).toMatchObject({ icons: ['/media/payments/bank.svg'], descriptions: ['IBAN'] });
    expect(methodViews(methods, cms, 'EUR')[0]!.limits).toBeNull();
  });

  it('opens the method in the path, else the CMS default, else the first', () => {
    expect(chosenMethod(methods, 'card', 'bank_transfer')?.sysname).toBe('card');
    expect(chosenMethod(methods, undefined, 'bank_transfer')?.sysname).toBe('bank_transfer');
    expect(chosenMethod(methods, undefined, 'gone')?.sysname).toBe('card');
    expect(chosenMethod(methods, 'unknown', 'card')).toBeNull();
  });

  it('offers the method amounts over the currency presets (§9)', () => {
    expect(presetAmounts(cms, 'bank_transfer', 'USD')).toEqual([100]);
    expect(presetAmounts(cms, 'card', 'USD')).toEqual([20, 50]);
    expect(presetAmounts(cms, 'card', 'BRL')).toEqual([]);
  });
});
