import { describe, expect, it } from 'vitest';
import type { Cashback } from '../../contract/cashbacks.ts';
import { cashbackToShow, isCashbackUnseen, latestCashback } from './cashback-choice.ts';

const cashback = (over: Partial<Cashback> & Pick<Cashback, 'id' | 'status'>): Cashback => ({
  receiving_expired_at: null,
  amount: '12.5',
  currency: 'USD',
  period_start: '2026-01-01T00:00:00Z',
  period_end: '2026-01-10T00:00:00Z',
  ...over,
});

const items = [
  cashback({ id: 1, status: 'active', period_end: '2026-01-10T00:00:00Z' }),
  cashback({ id: 2, status: 'paid_out', period_end: '2026-02-10T00:00:00Z' }),
  // A status the contract does not know, as an unvalidated answer of a newer server may carry.
  cashback({ id: 3, status: 'expired' as Cashback['status'], period_end: '2026-03-10T00:00:00Z' }),
];

describe('cashback popup choice (§4)', () => {
  it('takes the latest cashback by end date descending, statuses paid_out or active', () => {
    expect(latestCashback(items)?.id).toBe(2);
    expect(latestCashback([items[2]!])).toBeNull();
  });

  it('active: unseen when its id differs from the stored seen id', () => {
    const active = cashback({ id: 5, status: 'active' });
    expect(isCashbackUnseen(active, null)).toBe(true);
    expect(isCashbackUnseen(active, '4')).toBe(true);
    expect(isCashbackUnseen(active, '5')).toBe(false);
  });

  it('paid_out: unseen without receiving_expired_at', () => {
    expect(isCashbackUnseen(cashback({ id: 2, status: 'paid_out' }), null)).toBe(true);
    expect(
      isCashbackUnseen(
        cashback({ id: 2, status: 'paid_out', receiving_expired_at: '2026-02-11T00:00:00Z' }),
        null,
      ),
    ).toBe(false);
  });

  it('shows the latest only when unseen', () => {
    expect(cashbackToShow(items, null)?.id).toBe(2);
    expect(
      cashbackToShow(
        [
          cashback({
            id: 2,
            status: 'paid_out',
            period_end: '2026-02-10T00:00:00Z',
            receiving_expired_at: '2026-01-01T00:00:00Z',
          }),
          items[0]!,
        ],
        null,
      ),
    ).toBeNull();
    expect(cashbackToShow([], null)).toBeNull();
  });
});
