/**
 * The loyalty programme's one play listener: a real-money stake from the main balance earns
 * points at STAKE_PER_POINT_MINOR and moves quests; a refund takes the stake back out of the
 * tally (no new points until it is staked again) but never takes points away.
 */
import { and, eq, sql } from 'drizzle-orm';
import { loyaltyStakes } from '../db/schema/index.ts';
import type { PlayListener } from '../play/play-types.ts';
import { ensureLoyaltyAccount } from './loyalty-account.ts';
import { STAKE_PER_POINT_MINOR } from './loyalty-rules.ts';
import { movePoints } from './points.ts';
import { advanceQuests } from './quests.ts';

/** Earns points and quest progress for stakes; see the file comment. */
export const loyaltyPlayListener: PlayListener = async (tx, event) => {
  if (event.balanceKind !== 'main' || event.amountMinor <= 0n) return;
  if (event.kind === 'refund') {
    await tx
      .update(loyaltyStakes)
      .set({
        stakedMinor: sql`greatest(0, ${loyaltyStakes.stakedMinor} - ${event.amountMinor.toString()}::bigint)`,
      })
      .where(
        and(eq(loyaltyStakes.userId, event.userId), eq(loyaltyStakes.currency, event.currency)),
      );
    return;
  }
  if (event.kind !== 'bet') return;
  const account = await ensureLoyaltyAccount(tx, event.userId);
  if (!account) return;

  const rate = STAKE_PER_POINT_MINOR[event.currency];
  if (rate !== undefined) {
    // The upsert locks the tally row until the bet commits, so concurrent bets of one player
    // see each other's stakes and a point is never awarded twice.
    const [tally] = await tx
      .insert(loyaltyStakes)
      .values({ userId: event.userId, currency: event.currency, stakedMinor: event.amountMinor })
      .onConflictDoUpdate({
        target: [loyaltyStakes.userId, loyaltyStakes.currency],
        set: {
          stakedMinor: sql`${loyaltyStakes.stakedMinor} + ${event.amountMinor.toString()}::bigint`,
        },
      })
      .returning({ staked: loyaltyStakes.stakedMinor, awarded: loyaltyStakes.awardedPoints });
    const due = tally ? tally.staked / rate : 0n;
    if (tally && due > tally.awarded) {
      await tx
        .update(loyaltyStakes)
        .set({ awardedPoints: due })
        .where(
          and(eq(loyaltyStakes.userId, event.userId), eq(loyaltyStakes.currency, event.currency)),
        );
      await movePoints(tx, {
        userId: event.userId,
        amount: Number(due - tally.awarded),
        reason: 'bet',
        reference: `${event.source}:${event.reference}`,
        now: event.createdAt,
      });
    }
  }
  await advanceQuests(tx, account, event);
};
