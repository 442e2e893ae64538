import type { contract } from '@croupier/core';
import { describe, expect, it } from 'vitest';
import { defaultTranslate as t } from '../i18n/translate.ts';
import { offerConditions, offerState, triggerLabel } from './offer-terms.ts';

type Offer = contract.campaigns.Offer;
type Action = 'deposit' | 'registration' | 'promo_code';

const offer = (
  id: number,
  action: Action,
  satisfies: boolean,
  extra: Partial<Offer> = {},
  params: { exclude_methods?: string[]; min_amount?: string } = {},
): Offer => ({
  id,
  trigger: {
    action,
    params: { exclude_methods: params.exclude_methods ?? [], ...params },
    user_satisfies_params: satisfies,
  },
  ...extra,
});

const welcome: Offer = offer(
  1,
  'deposit',
  true,
  {
    promotions: [
      {
        type: 'bonus',
        bonus_type: 'casino',
        amount: null,
        percent: 100,
        max_amount: { amount: '100', currency: 'EUR' },
        wager_multiplier: 35,
      },
      {
        type: 'freespins',
        game: { sysname: 'book-of-gold', name: 'Book of Gold' },
        count: 50,
        bet: { amount: '0.2', currency: 'EUR' },
      },
    ],
  },
  { exclude_methods: ['bank_transfer'], min_amount: '10' },
);

describe('what a viewer can do with an offer (§6)', () => {
  it('guests only read offers, whatever the trigger', () => {
    expect(offerState(offer(1, 'registration', false), false)).toBe('guest');
    expect(offerState(offer(1, 'deposit', true), false)).toBe('guest');
  });

  it('a player satisfying the trigger deposits, takes or enters a code by its action', () => {
    expect(offerState(offer(1, 'deposit', true), true)).toBe('deposit');
    expect(offerState(offer(1, 'registration', true), true)).toBe('take');
    expect(offerState(offer(1, 'promo_code', true), true)).toBe('code');
  });

  it('an offer the player does not satisfy is unavailable; one just taken says so', () => {
    expect(offerState(offer(1, 'registration', false), true)).toBe('unavailable');
    expect(offerState({ id: 4 }, true)).toBe('unavailable');
    expect(offerState(offer(1, 'registration', true), true, new Set([1]))).toBe('taken');
  });
});

describe('conditions of an offer', () => {
  it('names the smallest deposit in the offer currency, excluded methods, wagering and spins', () => {
    expect(offerConditions(t, welcome)).toEqual([
      'Make a deposit of at least 10 EUR.',
      'Not available with: Bank transfer.',
      'Wager the bonus 35 times before withdrawing.',
      '50 free spins in Book of Gold, 0.20 EUR a spin.',
    ]);
  });

  it('says how registration and promo code offers are earned', () => {
    expect(offerConditions(t, offer(2, 'registration', true))).toEqual([
      'For new players: take it on the offers page.',
    ]);
    expect(offerConditions(t, offer(3, 'promo_code', true))).toEqual([
      'Activate it with its promo code.',
    ]);
    expect(offerConditions(t, offer(4, 'deposit', true))).toEqual([
      'Make a deposit and choose this bonus.',
    ]);
  });

  it('names each wagering requirement once', () => {
    const bonus = welcome.promotions![0]!;
    expect(
      offerConditions(t, { id: 5, promotions: [bonus, bonus] }).filter((l) => l.includes('35')),
    ).toHaveLength(1);
  });

  it('takes the currency from the rewards, else the fallback', () => {
    const minDeposit = (o: Offer, fallback?: string) => offerConditions(t, o, fallback)[0];
    const withMin = (promotions?: Offer['promotions']) =>
      offer(1, 'deposit', true, { promotions }, { min_amount: '20' });
    expect(minDeposit(withMin(welcome.promotions))).toContain('EUR');
    expect(minDeposit(withMin(), 'BRL')).toContain('BRL');
  });

  it('labels triggers and payment methods', () => {
    expect(triggerLabel(t, offer(1, 'promo_code', true))).toBe('Promo code');
    expect(triggerLabel(t, { id: 1 })).toBeNull();
    const excluded = offer(
      1,
      'promo_code',
      true,
      {},
      { exclude_methods: ['bank_transfer', 'pix'] },
    );
    expect(offerConditions(t, excluded)).toContain('Not available with: Bank transfer, PIX.');
  });
});
