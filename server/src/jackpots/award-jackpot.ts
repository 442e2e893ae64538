/**
 * Paying a jackpot: the whole pool to the winner's main balance, the pool back to its seed,
 * and the win recorded — in the caller's transaction, through the ledger only (README.md).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jackpots, jackpotWins } from '../db/schema/index.ts';
import { postTransaction } from '../ledger/post-transaction.ts';

/** Ledger kinds of jackpot money. */
export const JACKPOT_LEDGER_KINDS = {
  seed: 'jackpot_seed',
  contribution: 'jackpot_contribution',
  win: 'jackpot_win',
} as const;

/** The jackpot being won, as locked by the caller. */
export interface WonJackpot {
  id: number;
  name: string;
  currency: string;
  poolMinor: bigint;
  seedMinor: bigint;
}

/** Who won it and where. */
export interface JackpotWinner {
  userId: number;
  gameId: number;
  /** The triggering bet (null for demo history). */
  playEventId: number | null;
  wonAt?: Date;
}

/** Pays `jackpot` to the winner and restarts its pool; answers the win id. */
export async function awardJackpot(
  tx: Db,
  jackpot: WonJackpot,
  winner: JackpotWinner,
): Promise<number> {
  const amount = jackpot.poolMinor;
  const [win] = await tx
    .insert(jackpotWins)
    .values({
      jackpotId: jackpot.id,
      userId: winner.userId,
      gameId: winner.gameId,
      playEventId: winner.playEventId,
      amountMinor: amount,
      currency: jackpot.currency,
      ...(winner.wonAt ? { wonAt: winner.wonAt } : {}),
    })
    .returning({ id: jackpotWins.id });
  if (!win) throw new Error('Jackpot win insert returned nothing');
  const reference = `jackpot-win:${win.id}`;
  const currency = jackpot.currency;
  if (amount > 0n) {
    await postTransaction(tx, {
      kind: JACKPOT_LEDGER_KINDS.win,
      reference,
      userId: winner.userId,
      meta: { jackpot_id: jackpot.id, jackpot: jackpot.name, game_id: winner.gameId },
      entries: [
        { account: { house: 'jackpots', currency }, amountMinor: -amount },
        { account: { userId: winner.userId, kind: 'main', currency }, amountMinor: amount },
      ],
    });
  }
  if (jackpot.seedMinor > 0n) {
    await postTransaction(tx, {
      kind: JACKPOT_LEDGER_KINDS.seed,
      reference,
      meta: { jackpot_id: jackpot.id, note: 'Pool restarts from its seed after a win' },
      entries: [
        { account: { house: 'promotions', currency }, amountMinor: -jackpot.seedMinor },
        { account: { house: 'jackpots', currency }, amountMinor: jackpot.seedMinor },
      ],
    });
  }
  await tx
    .update(jackpots)
    .set({ poolMinor: jackpot.seedMinor })
    .where(eq(jackpots.id, jackpot.id));
  return win.id;
}
