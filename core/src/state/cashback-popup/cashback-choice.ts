/**
 * Which cashback the unseen-cashback popup shows (§4 Cashback popup): the latest paid_out or
 * active one by end date, when the player has not seen it yet.
 */
import type { Cashback } from '../../contract/cashbacks.ts';

/** Statuses the popup considers (§4). */
export const POPUP_CASHBACK_STATUSES = ['paid_out', 'active'] as const;

/** Storage key of the last seen cashback id. */
export const CASHBACK_SEEN_KEY = 'cashback_seen_id';

const endTime = (c: Pick<Cashback, 'period_end'>) => {
  const t = Date.parse(c.period_end);
  return Number.isNaN(t) ? -Infinity : t;
};

/**
 * The latest cashback with status paid_out or active, by end date (`period_end`) descending;
 * null if none. The status filter stays although the contract knows only these two: results
 * are validated only when the client is set to, so a newer server's status may still arrive.
 */
export function latestCashback<C extends Pick<Cashback, 'status' | 'period_end'>>(
  items: readonly C[],
): C | null {
  const eligible = items.filter((c) =>
    (POPUP_CASHBACK_STATUSES as readonly string[]).includes(c.status),
  );
  eligible.sort((a, b) => endTime(b) - endTime(a));
  return eligible[0] ?? null;
}

/**
 * Unseen: active with an id different from the stored seen id, or paid_out without
 * receiving_expired_at.
 */
export function isCashbackUnseen(
  cashback: Pick<Cashback, 'id' | 'status' | 'receiving_expired_at'>,
  seenId: string | null,
): boolean {
  if (cashback.status === 'active') return String(cashback.id) !== seenId;
  if (cashback.status === 'paid_out') return !cashback.receiving_expired_at;
  return false;
}

/** The cashback to show in the popup, or null. */
export function cashbackToShow<
  C extends Pick<Cashback, 'id' | 'status' | 'receiving_expired_at' | 'period_end'>,
>(items: readonly C[], seenId: string | null): C | null {
  const latest = latestCashback(items);
  return latest && isCashbackUnseen(latest, seenId) ? latest : null;
}
