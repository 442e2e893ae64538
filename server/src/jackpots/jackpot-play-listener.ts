/**
 * Jackpot contributions and triggers from stakes: one listener, run inside the bet's
 * transaction. The pools of the bet's game are locked in id order (every bet takes them in
 * the same order, so bets cannot deadlock), grown, funded in the ledger, then one draw
 * decides whether one of them is won.
 */
import { and, asc, eq } from 'drizzle-orm';
import { jackpotGames, jackpots } from '../db/schema/index.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import type { PlayListener } from '../play/play-types.ts';
import { awardJackpot, JACKPOT_LEDGER_KINDS } from './award-jackpot.ts';
import { contribution, JACKPOT_DRAW_RANGE, jackpotForDraw } from './rules.ts';

/** Feeds the jackpots of a casino stake's game and draws for a win. */
export const jackpotPlayListener: PlayListener = async (tx, event, { random }) => {
  if (event.kind !== 'bet' || event.source !== 'casino' || event.gameId === null) return;
  if (event.amountMinor <= 0n) return;
  const pools = await tx
    .select({
      id: jackpots.id,
      name: jackpots.name,
      currency: jackpots.currency,
      poolMinor: jackpots.poolMinor,
      seedMinor: jackpots.seedMinor,
      carry: jackpots.carry,
      contributionBp: jackpots.contributionBp,
      chancePerMinor: jackpots.chancePerMinor,
    })
    .from(jackpots)
    .innerJoin(jackpotGames, eq(jackpotGames.jackpotId, jackpots.id))
    .where(
      and(
        eq(jackpotGames.gameId, event.gameId),
        eq(jackpots.currency, event.currency),
        eq(jackpots.isActive, true),
      ),
    )
    .orderBy(asc(jackpots.id))
    .for('update', { of: jackpots });
  if (pools.length === 0) return;

  let total = 0n;
  for (const pool of pools) {
    const c = contribution(event.amountMinor, pool.contributionBp, pool.carry);
    pool.poolMinor += c.addMinor;
    pool.carry = c.carry;
    total += c.addMinor;
    await tx
      .update(jackpots)
      .set({ poolMinor: pool.poolMinor, carry: pool.carry })
      .where(eq(jackpots.id, pool.id));
  }
  if (total > 0n) {
    await postTransaction(tx, {
      kind: JACKPOT_LEDGER_KINDS.contribution,
      reference: `play:${event.id}`,
      meta: { user_id: event.userId, game_id: event.gameId, play_reference: event.reference },
      entries: [
        { account: { house: 'house', currency: event.currency }, amountMinor: -total },
        { account: { house: 'jackpots', currency: event.currency }, amountMinor: total },
      ],
    });
  }

  const won = jackpotForDraw(pools, event.amountMinor, random(JACKPOT_DRAW_RANGE));
  if (won) {
    await awardJackpot(tx, won, {
      userId: event.userId,
      gameId: event.gameId,
      playEventId: event.id,
    });
  }
};
