/**
 * When a time-out or self-exclusion taken now would end, for the confirmation step to state
 * it before the player commits (the server's own `until` is what counts afterwards).
 */
import type { contract } from '@croupier/core';
import { selfExclusionEnd, selfExclusionPeriod } from '@croupier/core/constants';

type TimeOutPeriod = contract.account.TimeOutPeriod;

const TIME_OUT_DAYS: Readonly<Record<TimeOutPeriod, number>> = {
  '24h': 1,
  '7d': 7,
  '30d': 30,
  '6w': 42,
};

/** The end of a block of `kind` and `period` starting at `from`; null when permanent. */
export function blockEnd(
  kind: 'time_out' | 'self_exclusion',
  period: string,
  from: Date,
): Date | null {
  if (kind === 'time_out') {
    const days = TIME_OUT_DAYS[period as TimeOutPeriod] ?? 0;
    return new Date(from.getTime() + days * 864e5);
  }
  const known = selfExclusionPeriod(period);
  return known ? selfExclusionEnd(known, from) : null;
}
