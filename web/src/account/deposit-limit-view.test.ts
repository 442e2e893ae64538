import { describe, expect, it } from 'vitest';
import { depositLimitView } from './deposit-limit-view.ts';

describe('deposit limit view (§3 Deposit limit, §9 periods)', () => {
  it('reads period none as no limit', () => {
    expect(
      depositLimitView({
        period: 'none',
        limit_amount: null,
        available_amount: null,
        currency: 'USD',
        expired_at: null,
        can_edit: true,
      }),
    ).toEqual({ kind: 'none', currency: 'USD', canEdit: true });
  });

  it('works out what is used from the limit and what is available', () => {
    const view = depositLimitView({
      period: 7,
      limit_amount: '500',
      available_amount: '120.5',
      currency: 'EUR',
      expired_at: '2026-11-28T10:00:00.000Z',
      can_edit: false,
    });
    expect(view).toEqual({
      kind: 'set',
      periodDays: 7,
      currency: 'EUR',
      limit: 500,
      available: 120.5,
      used: 379.5,
      usedShare: 0.759,
      resetsAt: '2026-11-28T10:00:00.000Z',
      canEdit: false,
    });
  });

  it('never shows more than the limit as available, nor more than all of it as used', () => {
    const over = depositLimitView({
      period: 1,
      limit_amount: '100',
      available_amount: '0',
      currency: 'USD',
      expired_at: null,
      can_edit: true,
    });
    expect(over).toMatchObject({ available: 0, used: 100, usedShare: 1 });
    const odd = depositLimitView({
      period: 30,
      limit_amount: '100',
      available_amount: '150',
      currency: 'USD',
      expired_at: null,
      can_edit: true,
    });
    expect(odd).toMatchObject({ available: 100, used: 0, usedShare: 0 });
  });
});
