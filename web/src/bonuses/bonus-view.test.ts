import type { contract } from '@croupier/core';
import { describe, expect, it } from 'vitest';
import {
  bonusActions,
  bonusStatusTone,
  burnableBonuses,
  isInPlay,
  sortBonuses,
  wagerPercent,
} from './bonus-view.ts';

type Bonus = contract.bonuses.Bonus;

const bonus = (over: Partial<Bonus> & Pick<Bonus, 'id' | 'status'>): Bonus => ({
  type: 'casino',
  amount: { amount: '25', currency: 'USD' },
  wager: { multiplier: 30, required: '750', progress: '0' },
  expires_at: '2026-12-05T11:00:00.000Z',
  description: { title: 'Spring bonus' },
  is_isolated: true,
  ...over,
});

describe('bonus actions by state (available → active → wagering → completed)', () => {
  it('an available bonus can be activated or removed', () => {
    expect(bonusActions(bonus({ id: 1, status: 'available' }))).toEqual(['activate', 'remove']);
  });

  it('an active casino bonus can be deactivated (before any stake counted) or removed', () => {
    expect(bonusActions(bonus({ id: 1, status: 'active' }))).toEqual(['deactivate', 'remove']);
  });

  it('an active betting bonus can only be removed: BettingBonuses has no deactivate', () => {
    expect(bonusActions(bonus({ id: 1, status: 'active', type: 'betting' }))).toEqual(['remove']);
  });

  it('a wagering bonus can be removed; completed, expired and removed ones are history', () => {
    expect(bonusActions(bonus({ id: 1, status: 'wagering' }))).toEqual(['remove']);
    for (const status of ['completed', 'expired', 'removed'] as const)
      expect(bonusActions(bonus({ id: 1, status }))).toEqual([]);
  });

  it('funds are in play while active or wagering', () => {
    expect(isInPlay(bonus({ id: 1, status: 'active' }))).toBe(true);
    expect(isInPlay(bonus({ id: 1, status: 'wagering' }))).toBe(true);
    expect(isInPlay(bonus({ id: 1, status: 'available' }))).toBe(false);
  });
});

describe('wagering progress (wagered / required)', () => {
  it('is the whole percent of the turnover so far, capped at 100', () => {
    const w = (progress: string) =>
      wagerPercent(
        bonus({ id: 1, status: 'wagering', wager: { multiplier: 30, required: '750', progress } }),
      );
    expect(w('0')).toBe(0);
    expect(w('187.5')).toBe(25);
    expect(w('749.99')).toBe(99);
    expect(w('900')).toBe(100);
  });

  it('is null without a wagering requirement and full once completed', () => {
    expect(wagerPercent(bonus({ id: 1, status: 'available', wager: null }))).toBeNull();
    expect(wagerPercent(bonus({ id: 1, status: 'completed' }))).toBe(100);
  });
});

describe('ordering and "remove all"', () => {
  const items = [
    bonus({ id: 5, status: 'removed' }),
    bonus({ id: 4, status: 'available' }),
    bonus({ id: 3, status: 'completed' }),
    bonus({ id: 2, status: 'wagering' }),
  ];

  it('lists open bonuses first, each group in the server order', () => {
    expect(sortBonuses(items).map((b) => b.id)).toEqual([4, 2, 5, 3]);
  });

  it('burns every open bonus and nothing else', () => {
    expect(burnableBonuses(items).map((b) => b.id)).toEqual([4, 2]);
  });

  it('colours history neutral and open states distinctly', () => {
    expect(bonusStatusTone('available')).toBe('info');
    expect(bonusStatusTone('wagering')).toBe('accent');
    expect(bonusStatusTone('expired')).toBe('neutral');
  });
});
