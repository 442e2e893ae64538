/**
 * Deposit limits (§3, §9, DESIGN §6, issue 18). A player may hold one limit per period of 1, 7,
 * 14 or 30 days; each allows `limit` per window, windows running back to back from the moment
 * that limit was first set. Deposits that are pending or successful in the current window count
 * against it — counting only successful ones would let a burst of pending deposits slip past.
 * A deposit must fit every limit, so the lowest amount left applies. The cashier enforces it
 * with `readDepositLimit` inside its deposit transaction, under a lock on the player's row;
 * changes go through `change-deposit-limits.ts`.
 */
import { and, asc, eq, gte, inArray, lt, sum } from 'drizzle-orm';
import type { account } from '@croupier/core/contract';
import type { Db } from '../db/client.ts';
import { depositLimits, deposits } from '../db/schema/index.ts';
import { fromMinor } from '../ledger/money.ts';

const DAY_MS = 24 * 3600 * 1000;

/** A period of §9, in days. */
export type LimitPeriodDays = 1 | 7 | 14 | 30;

/** An increase (`limitMinor`) or a removal (`limitMinor` null) waiting to be confirmed. */
export interface PendingLimitChange {
  limitMinor: bigint | null;
  requestedAt: Date;
  /** From when the player may confirm it. */
  effectiveAt: Date;
}

/** One period's limit at a moment, in minor units. */
export interface DepositLimitState {
  periodDays: LimitPeriodDays;
  currency: string;
  limitMinor: bigint;
  usedMinor: bigint;
  /** What may still be deposited in this window under this limit (never negative). */
  availableMinor: bigint;
  windowStart: Date;
  windowEnd: Date;
  pending: PendingLimitChange | null;
}

/** The window of a limit containing `now`. */
function depositLimitWindow(
  startsAt: Date,
  periodDays: number,
  now: Date,
): { start: Date; end: Date } {
  const length = periodDays * DAY_MS;
  const elapsed = Math.max(0, now.getTime() - startsAt.getTime());
  const start = startsAt.getTime() + Math.floor(elapsed / length) * length;
  return { start: new Date(start), end: new Date(start + length) };
}

/**
 * Every limit of the player and its usage now, by period ascending. `coolingOffSeconds` only
 * dates the pending changes (effective_at); 24 hours unless the server is configured shorter.
 */
export async function readDepositLimits(
  db: Db,
  userId: number,
  now: Date = new Date(),
  coolingOffSeconds = 86_400,
): Promise<DepositLimitState[]> {
  const rows = await db
    .select()
    .from(depositLimits)
    .where(eq(depositLimits.userId, userId))
    .orderBy(asc(depositLimits.periodDays));
  const states: DepositLimitState[] = [];
  for (const limit of rows) {
    const { start, end } = depositLimitWindow(limit.startsAt, limit.periodDays, now);
    const [row] = await db
      .select({ total: sum(deposits.amountMinor) })
      .from(deposits)
      .where(
        and(
          eq(deposits.userId, userId),
          eq(deposits.currency, limit.currency),
          inArray(deposits.status, ['pending', 'success']),
          gte(deposits.createdAt, start),
          lt(deposits.createdAt, end),
        ),
      );
    const usedMinor = BigInt(row?.total ?? 0);
    const left = limit.limitMinor - usedMinor;
    states.push({
      periodDays: limit.periodDays as LimitPeriodDays,
      currency: limit.currency,
      limitMinor: limit.limitMinor,
      usedMinor,
      availableMinor: left > 0n ? left : 0n,
      windowStart: start,
      windowEnd: end,
      pending: limit.pendingAt
        ? {
            limitMinor: limit.pendingLimitMinor,
            requestedAt: limit.pendingAt,
            effectiveAt: new Date(limit.pendingAt.getTime() + coolingOffSeconds * 1000),
          }
        : null,
    });
  }
  return states;
}

/**
 * The limit that binds: the one with the least left (on a tie, the one that resets last, so
 * "when it resets" never promises money back too early). Null without limits.
 */
function bindingLimit(states: readonly DepositLimitState[]): DepositLimitState | null {
  let binding: DepositLimitState | null = null;
  for (const s of states) {
    if (
      !binding ||
      s.availableMinor < binding.availableMinor ||
      (s.availableMinor === binding.availableMinor && s.windowEnd > binding.windowEnd)
    )
      binding = s;
  }
  return binding;
}

/** The binding limit of the player now (what a deposit must fit); null without limits. */
export async function readDepositLimit(
  db: Db,
  userId: number,
  now: Date = new Date(),
): Promise<DepositLimitState | null> {
  return bindingLimit(await readDepositLimits(db, userId, now));
}

/** The getDepositLimit answer (§3) for the binding limit; period "none" when there is none. */
export function toDepositLimitResult(
  state: DepositLimitState | null,
  currency: string,
  canEdit = true,
): account.DepositLimit {
  if (!state) {
    return {
      period: 'none',
      limit_amount: null,
      available_amount: null,
      currency,
      expired_at: null,
      can_edit: canEdit,
    };
  }
  return {
    period: state.periodDays,
    limit_amount: fromMinor(state.limitMinor),
    available_amount: fromMinor(state.availableMinor),
    currency: state.currency,
    expired_at: state.windowEnd.toISOString(),
    can_edit: canEdit,
  };
}

/** The getDepositLimits answer (extension) for the player's limits at `now`. */
export function toDepositLimitsResult(
  states: readonly DepositLimitState[],
  currency: string,
  now: Date,
): account.DepositLimits {
  const binding = bindingLimit(states);
  return {
    currency: states[0]?.currency ?? currency,
    limits: states.map((s) => ({
      period: s.periodDays,
      amount: fromMinor(s.limitMinor),
      used: fromMinor(s.usedMinor),
      left: fromMinor(s.availableMinor),
      window_start: s.windowStart.toISOString(),
      resets_at: s.windowEnd.toISOString(),
      pending: s.pending
        ? {
            amount: s.pending.limitMinor === null ? null : fromMinor(s.pending.limitMinor),
            requested_at: s.pending.requestedAt.toISOString(),
            effective_at: s.pending.effectiveAt.toISOString(),
            can_confirm: now >= s.pending.effectiveAt,
          }
        : null,
    })),
    available_amount: binding ? fromMinor(binding.availableMinor) : null,
    resets_at: binding ? binding.windowEnd.toISOString() : null,
  };
}

/** `error_data` of BillingDepositLimitExceededException for the limit that refused a deposit. */
export function depositLimitRefusal(state: DepositLimitState): account.DepositLimitRefusal {
  const resetsAt = state.windowEnd.toISOString();
  return {
    available_amount: fromMinor(state.availableMinor),
    limit_amount: fromMinor(state.limitMinor),
    currency: state.currency,
    period: state.periodDays,
    resets_at: resetsAt,
    expired_at: resetsAt,
  };
}
