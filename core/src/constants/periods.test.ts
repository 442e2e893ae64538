import { describe, expect, it } from 'vitest';
import { DEPOSIT_LIMIT_PERIODS, isDepositLimitPeriod } from './deposit-limit-periods.ts';
import {
  SELF_EXCLUSION_PERIODS,
  selfExclusionEnd,
  selfExclusionPeriod,
} from './self-exclusion-periods.ts';

describe('deposit limit periods (§9: 1, 7, 14, 30 days)', () => {
  it('lists exactly 1, 7, 14, 30', () => {
    expect(DEPOSIT_LIMIT_PERIODS).toEqual([1, 7, 14, 30]);
  });
  it('recognises only those periods', () => {
    expect(isDepositLimitPeriod(14)).toBe(true);
    expect(isDepositLimitPeriod(3)).toBe(false);
    expect(isDepositLimitPeriod('7')).toBe(false);
  });
});

describe('self-exclusion periods (§9)', () => {
  it('lists 1 day … 5 years and Permanent, in order', () => {
    expect(SELF_EXCLUSION_PERIODS.map((p) => `${p.count ?? ''}${p.unit}`)).toEqual([
      '1day',
      '7day',
      '30day',
      '3month',
      '6month',
      '9month',
      '1year',
      '2year',
      '3year',
      '4year',
      '5year',
      'permanent',
    ]);
  });

  const from = new Date('2026-01-31T12:00:00.000Z');
  it('a 1 day exclusion ends 24 hours later', () => {
    expect(selfExclusionEnd(selfExclusionPeriod('1d')!, from)?.toISOString()).toBe(
      '2026-02-01T12:00:00.000Z',
    );
  });
  it('3 months from 31 January clamps to the end of April', () => {
    expect(selfExclusionEnd(selfExclusionPeriod('3m')!, from)?.toISOString()).toBe(
      '2026-04-30T12:00:00.000Z',
    );
  });
  it('1 year from 29 Feb ends on 28 Feb', () => {
    const leap = new Date('2028-02-29T00:00:00.000Z');
    expect(selfExclusionEnd(selfExclusionPeriod('1y')!, leap)?.toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
  });
  it('5 years adds 60 months', () => {
    expect(selfExclusionEnd(selfExclusionPeriod('5y')!, from)?.toISOString()).toBe(
      '2031-01-31T12:00:00.000Z',
    );
  });
  it('Permanent never ends', () => {
    expect(selfExclusionEnd(selfExclusionPeriod('permanent')!, from)).toBeNull();
    expect(selfExclusionPeriod('10y')).toBeUndefined();
  });
});
