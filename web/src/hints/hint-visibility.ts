/** Which hint banners show (§4 Hints), from core's rules plus what the server said. */
import type { contract } from '@croupier/core';
import { CONFIRMATION_HINT_MS, REGISTRATION_HINT_MS, regTimeMs } from '@croupier/core/state';

type Transaction = contract.cashier.Transaction;

/** "Has deposits": a deposit that went through (failed or cancelled attempts are none). */
export function hasCompletedDeposit(
  items: readonly Pick<Transaction, 'type' | 'status'>[],
): boolean {
  return items.some((item) => item.type === 'deposit' && item.status === 'success');
}

/**
 * Whether each hint's time window (2 h, 5 days after reg_time) is open: only then is the
 * server asked for deposits or contacts.
 */
export function hintWindows(
  regTime: string | null,
  now: number,
): { registration: boolean; confirmation: boolean } {
  const start = regTimeMs(regTime);
  const elapsed = start === null ? -1 : now - start;
  return {
    registration: elapsed >= 0 && elapsed < REGISTRATION_HINT_MS,
    confirmation: elapsed >= 0 && elapsed < CONFIRMATION_HINT_MS,
  };
}
