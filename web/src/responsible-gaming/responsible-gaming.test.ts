import type { contract } from '@croupier/core';
import { ApiError } from '@croupier/core/errors';
import { describe, expect, it } from 'vitest';
import { defaultTranslate } from '../i18n/translate.ts';
import { asLimitRefusal } from './as-limit-refusal.ts';
import { asPlayerBlock } from './as-player-block.ts';
import { blockEnd } from './block-end.ts';
import { blockText, clockText, durationText } from './rg-text.ts';
import { nextAnchor, realityCheckDelay } from './session-timing.ts';

const t = defaultTranslate;

function summary(overrides: Partial<contract.account.SessionSummary> = {}) {
  return {
    now: '2030-01-01T12:00:00.000Z',
    started_at: '2030-01-01T11:50:00.000Z',
    signed_in_seconds: 600,
    currency: 'USD',
    session: { wagered: '10.00', won: '4.00', net: '-6.00' },
    periods: [],
    reality_check: { interval_minutes: 15, next_at: '2030-01-01T12:05:00.000Z' },
    ...overrides,
  } as contract.account.SessionSummary;
}

function apiError(type: string, errorData: unknown) {
  return new ApiError(
    403,
    { type, message: type, error_data: errorData } as never,
    '/api/cashier/makedeposit',
  );
}

describe('session timing (issue 18): measured on the server clock', () => {
  it('places the session start on the device from the seconds signed in', () => {
    expect(nextAnchor(null, summary(), 1_000_000).deviceStart).toBe(1_000_000 - 600_000);
  });

  it('waits next_at − now of the server, whatever the device clock says', () => {
    expect(realityCheckDelay(summary())).toBe(5 * 60_000);
    expect(
      realityCheckDelay(summary({ now: '2030-01-01T12:06:00.000Z' })),
      'an overdue check is due at once',
    ).toBe(0);
  });

  it('schedules nothing when the check is off', () => {
    expect(
      realityCheckDelay(summary({ reality_check: { interval_minutes: 0, next_at: null } })),
    ).toBeNull();
  });

  it('keeps the earliest start of one session and starts afresh for a new one', () => {
    const first = nextAnchor(null, summary(), 1_000_000);
    // A later read with a lagging server clock must not make the clock jump back.
    const again = nextAnchor(first, summary({ signed_in_seconds: 601 }), 1_900_000);
    expect(again.deviceStart).toBe(first.deviceStart);
    const fresh = nextAnchor(
      again,
      summary({ started_at: '2030-01-01T13:00:00.000Z', signed_in_seconds: 0 }),
      2_000_000,
    );
    expect(fresh).toEqual({ startedAt: '2030-01-01T13:00:00.000Z', deviceStart: 2_000_000 });
  });
});

describe('responsible-gaming texts', () => {
  it('shows the clock as m:ss, then h:mm:ss', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(65.9)).toBe('1:05');
    expect(clockText(3729)).toBe('1:02:09');
    expect(clockText(-3)).toBe('0:00');
  });

  it('says the time played in words', () => {
    expect(durationText(t, 15 * 60 + 30)).toBe('15 min');
    expect(durationText(t, 3900)).toBe('1 h 5 min');
  });

  it('says until when a block lasts, and that a permanent one does not end', () => {
    const timeOut = blockText(t, {
      kind: 'time_out',
      period: '24h',
      started_at: '2030-01-01T12:00:00.000Z',
      until: '2030-01-02T12:00:00.000Z',
    });
    expect(timeOut).toMatch(/^You are taking a break until .*2030/);
    expect(
      blockText(t, {
        kind: 'self_exclusion',
        period: 'permanent',
        started_at: '2030-01-01T12:00:00.000Z',
        until: null,
      }),
    ).toMatch(/permanently/);
  });

  it('works out the end of a break before it is taken', () => {
    const from = new Date('2030-08-31T10:00:00.000Z');
    expect(blockEnd('time_out', '6w', from)?.toISOString()).toBe('2030-10-12T10:00:00.000Z');
    expect(blockEnd('self_exclusion', '6m', from)?.toISOString()).toBe('2031-02-28T10:00:00.000Z');
    expect(blockEnd('self_exclusion', 'permanent', from)).toBeNull();
  });
});

describe('error data of refusals', () => {
  it('reads a time-out or self-exclusion and nothing else', () => {
    const block = {
      kind: 'time_out',
      period: '7d',
      started_at: '2030-01-01T12:00:00.000Z',
      until: '2030-01-08T12:00:00.000Z',
    };
    expect(asPlayerBlock(block)).toEqual(block);
    expect(asPlayerBlock({ ...block, until: null, kind: 'self_exclusion' })).not.toBeNull();
    expect(asPlayerBlock({ ...block, kind: 'ban' })).toBeNull();
    expect(asPlayerBlock({ ...block, until: 5 })).toBeNull();
    expect(asPlayerBlock(null)).toBeNull();
    expect(asPlayerBlock('time_out')).toBeNull();
  });

  it('reads what is left from a deposit refused by the limit only', () => {
    const data = {
      available_amount: '25.00',
      limit_amount: '100.00',
      currency: 'USD',
      period: 7,
      resets_at: '2030-01-08T12:00:00.000Z',
      expired_at: '2030-01-08T12:00:00.000Z',
    };
    expect(asLimitRefusal(apiError('BillingDepositLimitExceededException', data))).toEqual(data);
    expect(asLimitRefusal(apiError('BillingTransactionDeclinedException', data))).toBeNull();
    expect(asLimitRefusal(apiError('BillingDepositLimitExceededException', null))).toBeNull();
    expect(
      asLimitRefusal(
        apiError('BillingDepositLimitExceededException', { ...data, available_amount: 25 }),
      ),
    ).toBeNull();
    expect(asLimitRefusal(new Error('x'))).toBeNull();
  });
});
