/** When the deposit limits page may offer "Confirm" for a raised or removed limit (issue 18). */
import type { account, ResultOf } from '@croupier/core/refs';

type DepositLimits = ResultOf<typeof account.getDepositLimits>;

/**
 * Milliseconds until the first pending increase or removal can be confirmed (its cooling-off
 * ends), so the page offers "Confirm" then without a reload; 0 when nothing waits.
 */
export function untilConfirmable(limits: DepositLimits | undefined, now = Date.now()): number {
  const waits = (limits?.limits ?? [])
    .map((entry) => entry.pending)
    .filter((pending) => pending && !pending.can_confirm)
    .map((pending) => Date.parse(pending!.effective_at) - now);
  if (waits.length === 0) return 0;
  // A second past the end, so the server agrees it has passed; never a busy loop.
  return Math.min(Math.max(Math.min(...waits) + 1_000, 1_000), 2 ** 31 - 1);
}
