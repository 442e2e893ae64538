/**
 * How a player changes deposit limits (issue 18, UKGC RTS 12): a new limit or a decrease
 * applies at once; an increase or a removal waits — it is stored as pending, may be confirmed
 * only once the cooling-off has passed, and never applies by itself. Every change runs under
 * the same lock on the player's row as a deposit, so a deposit never sees half a change.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { depositLimits, users } from '../db/schema/index.ts';
import { ServerError } from '../errors.ts';
import type { LimitPeriodDays } from './deposit-limit.ts';

/** Period → new amount in minor units, or null to remove that period's limit. */
export type LimitChanges = Partial<Record<LimitPeriodDays, bigint | null>>;

async function lockPlayer(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

const rowOf = (userId: number, periodDays: LimitPeriodDays) =>
  and(eq(depositLimits.userId, userId), eq(depositLimits.periodDays, periodDays));

/** Applies decreases and new limits at once and files increases and removals as pending. */
export async function changeDepositLimits(
  db: Db,
  input: { userId: number; currency: string; changes: LimitChanges; now: Date },
): Promise<void> {
  const { userId, now } = input;
  await db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    for (const [key, amount] of Object.entries(input.changes)) {
      if (amount === undefined) continue;
      const period = Number(key) as LimitPeriodDays;
      const [current] = await tx.select().from(depositLimits).where(rowOf(userId, period));
      if (!current) {
        // Nothing to remove; a new limit applies at once, its first window starting now.
        if (amount !== null) {
          await tx.insert(depositLimits).values({
            userId,
            periodDays: period,
            limitMinor: amount,
            currency: input.currency,
            startsAt: now,
          });
        }
        continue;
      }
      if (amount !== null && amount <= current.limitMinor) {
        // A decrease (or the same amount) applies at once and drops a waiting increase. The
        // window is kept: restarting it would forget what was deposited in it.
        await tx
          .update(depositLimits)
          .set({ limitMinor: amount, pendingAt: null, pendingLimitMinor: null, updatedAt: now })
          .where(rowOf(userId, period));
        continue;
      }
      // An increase or a removal waits. Asking again for the same change keeps its clock;
      // a different change starts the cooling-off again.
      const same = current.pendingAt !== null && current.pendingLimitMinor === amount;
      if (same) continue;
      await tx
        .update(depositLimits)
        .set({ pendingAt: now, pendingLimitMinor: amount, updatedAt: now })
        .where(rowOf(userId, period));
    }
  });
}

function nothingPending(): ServerError {
  return new ServerError('InvalidParameterException', 'No change of this limit is waiting', {
    invalidParameters: { period: 'No change of this limit is waiting' },
  });
}

/**
 * Applies a pending increase or removal the player confirms. AccessDeniedException (with
 * `effective_at`) while it is still cooling off; InvalidParameterException when none waits.
 */
export async function confirmDepositLimit(
  db: Db,
  input: { userId: number; periodDays: LimitPeriodDays; now: Date; coolingOffSeconds: number },
): Promise<void> {
  const { userId, periodDays, now } = input;
  await db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const [current] = await tx.select().from(depositLimits).where(rowOf(userId, periodDays));
    if (!current?.pendingAt) throw nothingPending();
    const effectiveAt = new Date(current.pendingAt.getTime() + input.coolingOffSeconds * 1000);
    if (now < effectiveAt) {
      throw new ServerError(
        'AccessDeniedException',
        `This change can be confirmed from ${effectiveAt.toISOString()}`,
        { errorData: { period: periodDays, effective_at: effectiveAt.toISOString() } },
      );
    }
    if (current.pendingLimitMinor === null) {
      await tx.delete(depositLimits).where(rowOf(userId, periodDays));
      return;
    }
    await tx
      .update(depositLimits)
      .set({
        limitMinor: current.pendingLimitMinor,
        pendingAt: null,
        pendingLimitMinor: null,
        updatedAt: sql`now()`,
      })
      .where(rowOf(userId, periodDays));
  });
}

/** Drops a pending increase or removal; the limit in force stays. */
export async function cancelDepositLimitChange(
  db: Db,
  input: { userId: number; periodDays: LimitPeriodDays },
): Promise<void> {
  const cleared = await db
    .update(depositLimits)
    .set({ pendingAt: null, pendingLimitMinor: null, updatedAt: sql`now()` })
    .where(and(rowOf(input.userId, input.periodDays), sql`${depositLimits.pendingAt} is not null`))
    .returning({ userId: depositLimits.userId });
  if (cleared.length === 0) throw nothingPending();
}
