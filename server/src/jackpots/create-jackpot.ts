/** Opening a jackpot: its row, its games, and its seed moved into the pools' house account. */
import type { Db } from '../db/client.ts';
import { jackpotGames, jackpots, type LocalizedText } from '../db/schema/index.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { JACKPOT_LEDGER_KINDS } from './award-jackpot.ts';

/** A jackpot to open. */
export interface NewJackpot {
  seedKey?: string;
  name: string;
  title: LocalizedText;
  text?: LocalizedText;
  image?: string | null;
  currency: string;
  seedMinor: bigint;
  contributionBp: number;
  chancePerMinor: number;
  gameIds: number[];
}

/**
 * Inserts the jackpot with its pool at the seed, funded `promotions → jackpots`; answers its
 * id, or null when `seedKey` exists already (nothing done).
 */
export async function createJackpot(db: Db, input: NewJackpot): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jackpots)
      .values({
        seedKey: input.seedKey ?? null,
        name: input.name,
        title: input.title,
        text: input.text ?? {},
        image: input.image ?? null,
        currency: input.currency,
        seedMinor: input.seedMinor,
        poolMinor: input.seedMinor,
        contributionBp: input.contributionBp,
        chancePerMinor: input.chancePerMinor,
      })
      .onConflictDoNothing()
      .returning({ id: jackpots.id });
    if (!row) return null;
    const ids = [...new Set(input.gameIds)];
    if (ids.length > 0) {
      await tx
        .insert(jackpotGames)
        .values(ids.map((gameId) => ({ jackpotId: row.id, gameId })))
        .onConflictDoNothing();
    }
    if (input.seedMinor > 0n) {
      await postTransaction(tx, {
        kind: JACKPOT_LEDGER_KINDS.seed,
        reference: `jackpot:${row.id}:opening`,
        meta: { jackpot_id: row.id, note: 'Opening seed of the pool' },
        entries: [
          {
            account: { house: 'promotions', currency: input.currency },
            amountMinor: -input.seedMinor,
          },
          {
            account: { house: 'jackpots', currency: input.currency },
            amountMinor: input.seedMinor,
          },
        ],
      });
    }
    return row.id;
  });
}
