/** Loyalty fixtures for tests: points given directly, and the player's loyalty rows. */
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../src/db/client.ts';
import {
  freespinPacks,
  loyaltyAccounts,
  loyaltyNotices,
  loyaltyPointEntries,
  loyaltyPurchases,
  playerBonuses,
  rewardGrants,
} from '../src/db/schema/index.ts';
import { getBalanceSheet } from '../src/ledger/balances.ts';
import { ensureLoyaltyAccount } from '../src/loyalty/index.ts';
import { movePoints } from '../src/loyalty/points.ts';

/** Credits `amount` points to a player (an operator adjustment), opening the account if needed. */
export async function givePoints(db: Db, userId: number, amount: number): Promise<void> {
  await db.transaction(async (tx) => {
    await ensureLoyaltyAccount(tx, userId);
    await movePoints(tx, {
      userId,
      amount,
      reason: 'adjustment',
      reference: `test:${randomBytes(8).toString('hex')}`,
    });
  });
}

/** The player's loyalty account row. */
export async function accountOf(db: Db, userId: number) {
  const [row] = await db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.userId, userId));
  return row;
}

async function countOf(db: Db, table: PgTable, userColumn: AnyPgColumn, userId: number) {
  const [row] = await db.select({ n: count() }).from(table).where(eq(userColumn, userId));
  return row?.n ?? 0;
}

/** Everything a purchase could change for a player: points, money, bonuses, spins, journals. */
export async function loyaltySnapshot(db: Db, userId: number, currency = 'USD') {
  const account = await accountOf(db, userId);
  return {
    points: account?.points,
    earnedPoints: account?.earnedPoints,
    balances: await getBalanceSheet(db, userId, currency),
    pointEntries: await countOf(db, loyaltyPointEntries, loyaltyPointEntries.userId, userId),
    purchases: await countOf(db, loyaltyPurchases, loyaltyPurchases.userId, userId),
    notices: await countOf(db, loyaltyNotices, loyaltyNotices.userId, userId),
    bonuses: await countOf(db, playerBonuses, playerBonuses.userId, userId),
    freespinPacks: await countOf(db, freespinPacks, freespinPacks.userId, userId),
    rewardGrants: await countOf(db, rewardGrants, rewardGrants.userId, userId),
  };
}
