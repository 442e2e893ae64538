/**
 * What the responsible-game page shows of a deposit limit (§3 Deposit limit, §9 periods):
 * nothing set, or the amount per period with what is used and left in the current window.
 */
import type { contract } from '@croupier/core';

type DepositLimit = contract.account.DepositLimit;

/** The deposit limit, ready to show. */
export type DepositLimitView =
  | { kind: 'none'; currency: string; canEdit: boolean }
  | {
      kind: 'set';
      periodDays: 1 | 7 | 14 | 30;
      currency: string;
      limit: number;
      available: number;
      used: number;
      /** Share of the limit used, 0–1. */
      usedShare: number;
      /** When the current window ends and the full amount is available again; null if unknown. */
      resetsAt: string | null;
      canEdit: boolean;
    };

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Reads getDepositLimit's answer; amounts are decimal strings, null while the period is none. */
export function depositLimitView(limit: DepositLimit): DepositLimitView {
  if (limit.period === 'none' || limit.limit_amount === null) {
    return { kind: 'none', currency: limit.currency, canEdit: limit.can_edit };
  }
  const total = Number(limit.limit_amount);
  const left = limit.available_amount === null ? total : Number(limit.available_amount);
  const available = Math.max(0, Math.min(total, left));
  const used = round2(total - available);
  return {
    kind: 'set',
    periodDays: limit.period,
    currency: limit.currency,
    limit: total,
    available,
    used,
    usedShare: total > 0 ? Math.min(1, used / total) : 1,
    resetsAt: limit.expired_at,
    canEdit: limit.can_edit,
  };
}
