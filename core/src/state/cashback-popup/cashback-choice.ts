/**
 * Which cashback the unseen-cashback popup shows (§4 Cashback popup): the latest paid_out or
 * active one by end date, when the player has not seen it yet.
 */

/** A cashback as the popup reads it (§3 Cashback); `end_at` is the end date it is sorted by. */
export interface CashbackItem {
  id: number | string;
  status: string;
  end_at?: string | null;
  receiving_expired_at?: string | null;
  description?: unknown;
}

/** Statuses the popup considers (§4). */
export const POPUP_CASHBACK_STATUSES = ['paid_out', 'active'] as const;

/** Storage key of the last seen cashback id. */
export const CASHBACK_SEEN_KEY = 'cashback_seen_id';

const endTime = (c: CashbackItem) => {
  const t = c.end_at ? Date.parse(c.end_at) : NaN;
  return Number.isNaN(t) ? -Infinity : t;
};

/** The latest cashback with status paid_out or active, by end date descending; null if none. */
export function latestCashback(items: readonly CashbackItem[]): CashbackItem | null {
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
export function isCashbackUnseen(cashback: CashbackItem, seenId: string | null): boolean {
  if (cashback.status === 'active') return String(cashback.id) !== seenId;
  if (cashback.status === 'paid_out') return !cashback.receiving_expired_at;
  return false;
}

/** The cashback to show in the popup, or null. */
export function cashbackToShow(
  items: readonly CashbackItem[],
  seenId: string | null,
): CashbackItem | null {
  const latest = latestCashback(items);
  return latest && isCashbackUnseen(latest, seenId) ? latest : null;
}
