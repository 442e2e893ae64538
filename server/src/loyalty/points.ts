/**
 * Moving points: every change is one journal entry (unique per reason and reference, so an
 * event never counts twice) and one update of the account. Earning raises lifetime points,
 * and each level threshold crossed moves the player up and leaves a level-up notice.
 */
import { and, asc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  loyaltyAccounts,
  loyaltyLevels,
  loyaltyPointEntries,
  type PointsReason,
} from '../db/schema/index.ts';
import { addNotice, noticeTexts } from './notices.ts';

/** A movement of points. */
export interface PointsMove {
  userId: number;
  /** Positive to earn, negative to spend. */
  amount: number;
  reason: PointsReason;
  /** The business event, unique per reason (`round:12`, `purchase:3`, `quest:4:17`). */
  reference: string;
  now?: Date;
}

/** What a movement left. */
export interface PointsMoved {
  points: number;
  earnedPoints: number;
  /** Level ids reached by this movement, lowest first. */
  levelsReached: number[];
}

/** Spending more points than the player has; nothing was changed. */
class InsufficientPointsError extends Error {
  override readonly name = 'InsufficientPointsError';
  constructor(
    readonly points: number,
    readonly price: number,
  ) {
    super(`${price} points needed, ${points} available`);
  }
}

/**
 * Applies a movement inside the caller's transaction. Spending below zero throws
 * InsufficientPointsError before anything is written.
 */
export async function movePoints(tx: Db, move: PointsMove): Promise<PointsMoved> {
  if (!Number.isInteger(move.amount) || move.amount === 0) {
    throw new RangeError('Points move by a non-zero whole number');
  }
  const earned = Math.max(move.amount, 0);
  const [account] = await tx
    .update(loyaltyAccounts)
    .set({
      points: sql`${loyaltyAccounts.points} + ${move.amount}`,
      earnedPoints: sql`${loyaltyAccounts.earnedPoints} + ${earned}`,
      updatedAt: move.now ?? new Date(),
    })
    .where(
      and(
        eq(loyaltyAccounts.userId, move.userId),
        // Spending only succeeds when the points are there: the check and the debit are one
        // statement, so two concurrent purchases cannot both spend the same points.
        move.amount < 0 ? gte(loyaltyAccounts.points, -move.amount) : undefined,
      ),
    )
    .returning({
      points: loyaltyAccounts.points,
      earnedPoints: loyaltyAccounts.earnedPoints,
      programId: loyaltyAccounts.programId,
    });
  if (!account) {
    const [row] = await tx
      .select({ points: loyaltyAccounts.points })
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.userId, move.userId));
    if (!row) throw new Error(`Player ${move.userId} has no loyalty account`);
    throw new InsufficientPointsError(row.points, -move.amount);
  }
  await tx.insert(loyaltyPointEntries).values({
    userId: move.userId,
    amount: move.amount,
    reason: move.reason,
    reference: move.reference,
    balanceAfter: account.points,
    ...(move.now ? { createdAt: move.now } : {}),
  });

  const levelsReached: number[] = [];
  if (earned > 0) {
    const before = account.earnedPoints - earned;
    const crossed = await tx
      .select()
      .from(loyaltyLevels)
      .where(
        and(
          eq(loyaltyLevels.programId, account.programId),
          gt(loyaltyLevels.points, before),
          lte(loyaltyLevels.points, account.earnedPoints),
        ),
      )
      .orderBy(asc(loyaltyLevels.points));
    for (const level of crossed) {
      levelsReached.push(level.id);
      await addNotice(tx, {
        userId: move.userId,
        trigger: 'level',
        type: 'other',
        amount: level.points,
        amountType: 'points',
        ...noticeTexts('level', { level: level.name }),
        image: level.image,
        ...(move.now ? { now: move.now } : {}),
      });
    }
    const top = crossed[crossed.length - 1];
    if (top) {
      await tx
        .update(loyaltyAccounts)
        .set({ levelId: top.id })
        .where(eq(loyaltyAccounts.userId, move.userId));
    }
  }
  return { points: account.points, earnedPoints: account.earnedPoints, levelsReached };
}
