import { describe, expect, it } from 'vitest';
import { hasCompletedDeposit, hintWindows } from './hint-visibility.ts';

const reg = '2026-01-02T10:00:00Z';
const at = (ms: number) => Date.parse(reg) + ms;
const HOUR = 3_600_000;

describe('hint windows (§4 Hints, §9)', () => {
  it('registration hint: 2 hours after reg_time; confirmation hint: 5 days', () => {
    expect(hintWindows(reg, at(HOUR))).toEqual({ registration: true, confirmation: true });
    expect(hintWindows(reg, at(2 * HOUR))).toEqual({ registration: false, confirmation: true });
    expect(hintWindows(reg, at(5 * 24 * HOUR))).toEqual({
      registration: false,
      confirmation: false,
    });
    expect(hintWindows(null, at(0))).toEqual({ registration: false, confirmation: false });
  });

  it('counts only deposits that went through as deposits', () => {
    expect(hasCompletedDeposit([{ type: 'deposit', status: 'fail' }])).toBe(false);
    expect(hasCompletedDeposit([{ type: 'withdrawal', status: 'success' }])).toBe(false);
    expect(hasCompletedDeposit([{ type: 'deposit', status: 'success' }])).toBe(true);
  });
});
