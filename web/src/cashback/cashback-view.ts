/**
 * What a cashback card shows (server/src/rewards/README.md): an active cashback is claimable
 * until `receiving_expired_at`; a paid one is history.
 */
import type { contract } from '@croupier/core';
import { formatDate } from '@croupier/core/format';

type Cashback = contract.cashbacks.Cashback;

/** Where a cashback stands for the player now. */
export type CashbackState = 'claimable' | 'expired' | 'paid';

/** The state of `cashback` at `now` (epoch ms). */
export function cashbackState(
  cashback: Pick<Cashback, 'status' | 'receiving_expired_at'>,
  now: number,
): CashbackState {
  if (cashback.status === 'paid_out') return 'paid';
  const deadline = cashback.receiving_expired_at ? Date.parse(cashback.receiving_expired_at) : NaN;
  return Number.isFinite(deadline) && deadline <= now ? 'expired' : 'claimable';
}

/**
 * The period as dates, "16.11.2026 – 22.11.2026": the end is exclusive (the next Monday
 * 00:00), so the last day shown is the day before it.
 */
export function cashbackPeriod(
  cashback: Pick<Cashback, 'period_start' | 'period_end'>,
  timeZone?: string,
): string {
  const end = Date.parse(cashback.period_end);
  const lastDay = Number.isFinite(end) ? end - 1 : cashback.period_end;
  return `${formatDate(cashback.period_start, { timeZone })} – ${formatDate(lastDay, { timeZone })}`;
}
