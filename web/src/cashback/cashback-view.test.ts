import type { contract } from '@croupier/core';
import { describe, expect, it } from 'vitest';
import { cashbackPeriod, cashbackState } from './cashback-view.ts';

type Cashback = contract.cashbacks.Cashback;

const NOW = Date.parse('2026-11-21T10:00:00Z');

const cashback = (over: Partial<Cashback> & Pick<Cashback, 'id' | 'status'>): Cashback => ({
  receiving_expired_at: '2026-11-23T00:00:00.000Z',
  amount: '24.5',
  currency: 'USD',
  period_start: '2026-11-09T00:00:00.000Z',
  period_end: '2026-11-16T00:00:00.000Z',
  ...over,
});

describe('cashback state', () => {
  it('an active cashback is claimable until receiving_expired_at, then expired', () => {
    expect(cashbackState(cashback({ id: 1, status: 'active' }), NOW)).toBe('claimable');
    expect(
      cashbackState(
        cashback({ id: 1, status: 'active', receiving_expired_at: '2026-11-20T00:00:00Z' }),
        NOW,
      ),
    ).toBe('expired');
    expect(
      cashbackState(cashback({ id: 1, status: 'active', receiving_expired_at: null }), NOW),
    ).toBe('claimable');
  });

  it('a paid_out cashback is paid', () => {
    expect(cashbackState(cashback({ id: 1, status: 'paid_out' }), NOW)).toBe('paid');
  });
});

describe('cashback period (dd.mm.yyyy, §9)', () => {
  it('shows the last day of the week, not the exclusive end', () => {
    expect(cashbackPeriod(cashback({ id: 1, status: 'active' }), 'UTC')).toBe(
      '09.11.2026 – 15.11.2026',
    );
  });
});
