import { describe, expect, it } from 'vitest';
import { untilConfirmable } from './until-confirmable.ts';

const NOW = Date.parse('2026-11-26T12:00:00Z');

function limits(...pending: ({ effective_at: string; can_confirm: boolean } | null)[]) {
  return {
    currency: 'USD',
    available_amount: null,
    resets_at: null,
    limits: pending.map((p, i) => ({
      period: ([1, 7, 14, 30] as const)[i]!,
      amount: '100',
      used: '0',
      left: '100',
      window_start: '2026-11-26T00:00:00Z',
      resets_at: '2026-11-27T00:00:00Z',
      pending: p && { amount: '200', requested_at: '2026-11-25T12:00:00Z', ...p },
    })),
  };
}

describe('the limits page asks again when a cooling-off ends', () => {
  it('waits until the first pending change can be confirmed, plus a second', () => {
    const data = limits(
      { effective_at: '2026-11-26T13:00:00Z', can_confirm: false },
      { effective_at: '2026-11-26T12:00:30Z', can_confirm: false },
    );
    expect(untilConfirmable(data, NOW)).toBe(31_000);
  });

  it('does not poll when nothing waits, or what waits can already be confirmed', () => {
    expect(untilConfirmable(undefined, NOW)).toBe(0);
    expect(untilConfirmable(limits(null), NOW)).toBe(0);
    expect(
      untilConfirmable(limits({ effective_at: '2026-11-26T11:00:00Z', can_confirm: true }), NOW),
    ).toBe(0);
  });

  it('never spins: a change past its time but not yet confirmable is asked again in a second', () => {
    const data = limits({ effective_at: '2026-11-26T11:59:00Z', can_confirm: false });
    expect(untilConfirmable(data, NOW)).toBe(1_000);
  });
});
