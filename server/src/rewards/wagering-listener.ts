/**
 * Bonus wagering, as a play listener (runs inside every bet's transaction; README.md):
 * - casino stakes from `main` or `bonus` count towards the player's casino bonus in play,
 *   sport stakes from `main` or `betting_bonus` towards the betting bonus in play; fun money
 *   and free spins never count;
 * - a stake counts in full towards the oldest bonus in play of that balance;
 * - stakes taken from the bonus balance spend that bonus's funds, wins paid to it add to them;
 * - a void sport bet (refund) takes its stake back off the progress;
 * - when the progress reaches the requirement the bonus completes and its funds become main
 *   money in one ledger transaction (a win of that same round follows them to main).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { playerBonuses } from '../db/schema/index.ts';
import type { PlayEvent, PlayListener } from '../play/play-types.ts';
import {
  adjustFunds,
  balanceOf,
  completeBonus,
  convertLateWin,
  expireBonuses,
  IN_PLAY,
  type BonusType,
  type PlayerBonus,
} from './player-bonuses.ts';

async function inPlay(tx: Db, event: PlayEvent, type: BonusType): Promise<PlayerBonus[]> {
  return tx
    .select()
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.userId, event.userId),
        eq(playerBonuses.type, type),
        eq(playerBonuses.currency, event.currency),
        inArray(playerBonuses.status, [...IN_PLAY]),
      ),
    )
    .orderBy(asc(playerBonuses.activatedAt), asc(playerBonuses.id))
    .for('update');
}

/** Moves the wagering of the player's bonuses on every stake, win and refund. */
export const bonusWageringListener: PlayListener = async (tx, event) => {
  if (event.amountMinor <= 0n) return;
  const type: BonusType = event.source === 'casino' ? 'casino' : 'betting';
  const bonusKind = balanceOf(type);
  const onBonus = event.balanceKind === bonusKind;
  if (!onBonus && (event.balanceKind !== 'main' || event.kind === 'win')) return;

  const now = event.createdAt;
  let bonuses = await inPlay(tx, event, type);
  if (bonuses.some((b) => b.expiresAt !== null && b.expiresAt <= now)) {
    await expireBonuses(tx, event.userId, now);
    bonuses = await inPlay(tx, event, type);
  }
  const oldest = bonuses[0];

  if (event.kind === 'win') {
    if (oldest) await adjustFunds(tx, oldest.id, event.amountMinor);
    else await convertLateWin(tx, event.userId, type, event.reference, event.amountMinor);
    return;
  }
  if (!oldest) return;

  if (event.kind === 'refund') {
    if (onBonus) await adjustFunds(tx, oldest.id, event.amountMinor);
    await tx
      .update(playerBonuses)
      .set({
        wagerProgressMinor: sql`greatest(${playerBonuses.wagerProgressMinor} - ${event.amountMinor.toString()}::bigint, 0)`,
      })
      .where(eq(playerBonuses.id, oldest.id));
    return;
  }

  // A stake: spend bonus funds oldest first, then count it towards the oldest bonus.
  const funds = new Map(bonuses.map((b) => [b.id, b.fundsMinor]));
  if (onBonus) {
    let left = event.amountMinor;
    for (const b of bonuses) {
      if (left === 0n) break;
      const take = b.fundsMinor < left ? b.fundsMinor : left;
      if (take > 0n) {
        funds.set(b.id, b.fundsMinor - take);
        left -= take;
        await adjustFunds(tx, b.id, -take);
      }
    }
  }
  const progress = oldest.wagerProgressMinor + event.amountMinor;
  await tx
    .update(playerBonuses)
    .set({ wagerProgressMinor: progress, status: 'wagering' })
    .where(eq(playerBonuses.id, oldest.id));
  if (progress >= oldest.wagerRequiredMinor) {
    await completeBonus(
      tx,
      { ...oldest, fundsMinor: funds.get(oldest.id) ?? 0n },
      now,
      event.reference,
    );
  }
};
