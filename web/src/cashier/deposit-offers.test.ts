import type { contract } from '@croupier/core';
import { describe, expect, it } from 'vitest';
import { depositOffersFor, keptOfferId } from './deposit-offers.ts';

type Offer = contract.campaigns.Offer;

const offer = (
  id: number,
  action: 'deposit' | 'registration',
  satisfies: boolean,
  exclude: string[] = [],
): Offer => ({
  id,
  trigger: { action, params: { exclude_methods: exclude }, user_satisfies_params: satisfies },
});

describe('deposit offers (§3, §6)', () => {
  const offers = [
    offer(1, 'deposit', true),
    offer(2, 'deposit', false),
    offer(3, 'registration', true),
    offer(4, 'deposit', true, ['pix']),
    { id: 5 },
  ];

  it('shows deposit offers to players who satisfy the trigger', () => {
    expect(depositOffersFor(offers, 'card').map((o) => o.id)).toEqual([1, 4]);
  });

  it('hides offers that exclude the chosen payment method', () => {
    expect(depositOffersFor(offers, 'pix').map((o) => o.id)).toEqual([1]);
  });

  it('keeps a chosen offer only while it is still shown', () => {
    expect(keptOfferId(offers, 'card', 4)).toBe(4);
    expect(keptOfferId(offers, 'pix', 4)).toBeNull();
    expect(keptOfferId(offers, 'card', 2)).toBeNull();
    expect(keptOfferId(offers, 'card', null)).toBeNull();
  });
});
