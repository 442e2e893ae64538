/**
 * Deposit limits (§3, §9, DESIGN §6). A limit allows `limit` per period of 1, 7, 14 or 30
 * days, counted in back-to-back windows from the moment it was set. Deposits that are
 * pending or successful in the current window count against it — counting only successful
 * ones would let a burst of pending deposits slip past the limit. The account group reports
 * the limit (getDepositLimit); the cashier shows it (getdepositsettings) and enforces it with
 * `readDepositLimit` inside its deposit transaction, under a lock on the player's row.
 */
import { and, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { account } from '@croupier/core/contract';
import type { Db } from '../db/client.ts';
import { depositLimits, deposits } from '../db/schema/index.ts';
import { fromMinor } from '../ledger/money.ts';

const DAY_MS = 24 * 3600 * 1000;

/** A player's limit state at a moment, in minor units. */
export interface DepositLimitState {
  periodDays: 1 | 7 | 14 | 30;
  currency: string;
  limitMinor: bigint;
  usedMinor: bigint;
  /** What may still be deposited in this window (never negative). */
  availableMinor: bigint;
  windowStart: Date;
  windowEnd: Date;
  canEdit: boolean;
}

/** The window of a limit containing `now`. */
export function depositLimitWindow(
  startsAt: Date,
  periodDays: number,
  now: Date,
): { start: Date; end: Date } {
  const length = periodDays * DAY_MS;
  const elapsed = Math.max(0, now.getTime() - startsAt.getTime());
  const start = startsAt.getTime() + Math.floor(elapsed / length) * length;
  return { start: new Date(start), end: new Date(start + length) };
}

/** The player's limit and what is left of it now; null when the period is "none". */
export async function readDepositLimit(
  db: Db,
  userId: number,
  now: Date = new Date(),
): Promise<DepositLimitState | null> {
  const [limit] = await db.select().from(depositLimits).where(eq(depositLimits.userId, userId));
  if (!limit) return null;
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
  return {
    periodDays: limit.periodDays as DepositLimitState['periodDays'],
    currency: limit.currency,
    limitMinor: limit.limitMinor,
    usedMinor,
    availableMinor: left > 0n ? left : 0n,
    windowStart: start,
    windowEnd: end,
    canEdit: limit.canEdit,
  };
}

/** Sets (or with `periodDays: null` removes) a player's limit; a new limit starts a new window. */
export async function setDepositLimit(
  db: Db,
  input: {
    userId: number;
    periodDays: 1 | 7 | 14 | 30 | null;
    limitMinor?: bigint;
    currency?: string;
    canEdit?: boolean;
    startsAt?: Date;
  },
): Promise<void> {
  if (input.periodDays === null) {
    await db.delete(depositLimits).where(eq(depositLimits.userId, input.userId));
    return;
  }
  if (input.limitMinor === undefined || input.currency === undefined) {
    throw new Error('A deposit limit needs an amount and a currency');
  }
  const values = {
    periodDays: input.periodDays,
    limitMinor: input.limitMinor,
    currency: input.currency,
    canEdit: input.canEdit ?? true,
    startsAt: input.startsAt ?? new Date(),
  };
  await db
    .insert(depositLimits)
    .values({ userId: input.userId, ...values })
    .onConflictDoUpdate({
      target: depositLimits.userId,
      set: { ...values, updatedAt: sql`now()` },
    });
}

/** The getDepositLimit answer (§3) for a state; period "none" when there is no limit. */
export function toDepositLimitResult(
  state: DepositLimitState | null,
  currency: string,
): account.DepositLimit {
  if (!state) {
    return {
      period: 'none',
      limit_amount: null,
      available_amount: null,
      currency,
      expired_at: null,
      can_edit: true,
    };
  }
  return {
    period: state.periodDays,
    limit_amount: fromMinor(state.limitMinor),
    available_amount: fromMinor(state.availableMinor),
    currency: state.currency,
    expired_at: state.windowEnd.toISOString(),
    can_edit: state.canEdit,
  };
}
