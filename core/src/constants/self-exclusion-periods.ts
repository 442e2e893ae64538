/** Self-exclusion periods of spec §9 and when each one ends. */

/** Identifier of a self-exclusion period (§9), stable on the wire. */
export type SelfExclusionPeriodId =
  '1d' | '7d' | '30d' | '3m' | '6m' | '9m' | '1y' | '2y' | '3y' | '4y' | '5y' | 'permanent';

/** A self-exclusion period: a count of calendar units, or permanent. */
export interface SelfExclusionPeriod {
  readonly id: SelfExclusionPeriodId;
  readonly count: number | null;
  readonly unit: 'day' | 'month' | 'year' | 'permanent';
}

/** §9: 1 day, 7 days, 30 days, 3 months, 6 months, 9 months, 1–5 years, Permanent. */
export const SELF_EXCLUSION_PERIODS: readonly SelfExclusionPeriod[] = [
  { id: '1d', count: 1, unit: 'day' },
  { id: '7d', count: 7, unit: 'day' },
  { id: '30d', count: 30, unit: 'day' },
  { id: '3m', count: 3, unit: 'month' },
  { id: '6m', count: 6, unit: 'month' },
  { id: '9m', count: 9, unit: 'month' },
  { id: '1y', count: 1, unit: 'year' },
  { id: '2y', count: 2, unit: 'year' },
  { id: '3y', count: 3, unit: 'year' },
  { id: '4y', count: 4, unit: 'year' },
  { id: '5y', count: 5, unit: 'year' },
  { id: 'permanent', count: null, unit: 'permanent' },
];

/** Finds a §9 self-exclusion period by id. */
export function selfExclusionPeriod(id: string): SelfExclusionPeriod | undefined {
  return SELF_EXCLUSION_PERIODS.find((p) => p.id === id);
}

/**
 * When a self-exclusion started at `from` ends (UTC calendar arithmetic), or null when it is
 * permanent. Month ends clamp: 31 Aug + 6 months is 28/29 Feb, never 3 March.
 */
export function selfExclusionEnd(period: SelfExclusionPeriod, from: Date): Date | null {
  if (period.unit === 'permanent' || period.count === null) return null;
  if (period.unit === 'day') return new Date(from.getTime() + period.count * 864e5);
  const months = period.unit === 'year' ? period.count * 12 : period.count;
  const y = from.getUTCFullYear();
  const m = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const end = new Date(from.getTime());
  end.setUTCFullYear(y, m, Math.min(from.getUTCDate(), lastDay));
  return end;
}
