import { describe, expect, it } from 'vitest';
import { cashbackToShow, isCashbackUnseen, latestCashback } from './cashback-choice.ts';

const items = [
  { id: 1, status: 'active', end_at: '2026-01-10T00:00:00Z' },
  { id: 2, status: 'paid_out', end_at: '2026-02-10T00:00:00Z' },
  { id: 3, status: 'expired', end_at: '2026-03-10T00:00:00Z' },
];

describe('cashback popup choice (§4)', () => {
  it('takes the latest cashback by end date descending, statuses paid_out or active', () => {
    expect(latestCashback(items)?.id).toBe(2);
    expect(latestCashback([items[2]!])).toBeNull();
  });

  it('active: unseen when its id differs from the stored seen id', () => {
    const active = { id: 5, status: 'active' };
    expect(isCashbackUnseen(active, null)).toBe(true);
    expect(isCashbackUnseen(active, '4')).toBe(true);
    expect(isCashbackUnseen(active, '5')).toBe(false);
  });

  it('paid_out: unseen without receiving_expired_at', () => {
    expect(isCashbackUnseen({ id: 2, status: 'paid_out' }, null)).toBe(true);
    expect(
      isCashbackUnseen(
        { id: 2, status: 'paid_out', receiving_expired_at: '2026-02-11T00:00:00Z' },
        null,
      ),
    ).toBe(false);
  });

  it('shows the latest only when unseen', () => {
    expect(cashbackToShow(items, null)?.id).toBe(2);
    expect(
      cashbackToShow(
        [
          {
            id: 2,
            status: 'paid_out',
            end_at: '2026-02-10T00:00:00Z',
            receiving_expired_at: '2026-01-01',
          },
          items[0]!,
        ],
        null,
      ),
    ).toBeNull();
    expect(cashbackToShow([], null)).toBeNull();
  });
});
