/** Creating a tournament with its game list (demo content, tests, an operator's tooling). */
import type { Db } from '../db/client.ts';
import {
  tournamentGames,
  tournaments,
  type LocalizedText,
  type StoredPlacePrize,
} from '../db/schema/index.ts';

/** A tournament to create. */
export interface NewTournament {
  seedKey?: string;
  title: LocalizedText;
  text?: LocalizedText;
  image?: string | null;
  startsAt: Date;
  endsAt: Date;
  currency: string;
  prizes: StoredPlacePrize[];
  minBetMinor?: bigint | null;
  countries?: string[];
  currencies?: string[];
  optIn?: boolean;
  resetOnCashout?: boolean;
  providerId?: number | null;
  tags?: string[];
  extra?: Record<string, unknown>;
  pointsMultiplier?: number;
  gameIds: number[];
}

/**
 * Inserts the tournament and its games; answers its id. With a `seedKey` that exists already
 * nothing is inserted and null is answered.
 */
export async function createTournament(db: Db, input: NewTournament): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tournaments)
      .values({
        seedKey: input.seedKey ?? null,
        title: input.title,
        text: input.text ?? {},
        image: input.image ?? null,
        startsAt: input.startsAt,
        endsAt: input.endsAt,
        currency: input.currency,
        prizes: input.prizes,
        minBetMinor: input.minBetMinor ?? null,
        countries: input.countries ?? [],
        currencies: input.currencies ?? [],
        optIn: input.optIn ?? true,
        resetOnCashout: input.resetOnCashout ?? false,
        providerId: input.providerId ?? null,
        tags: input.tags ?? [],
        extra: input.extra ?? {},
        pointsMultiplier: input.pointsMultiplier ?? 1,
      })
      .onConflictDoNothing()
      .returning({ id: tournaments.id });
    if (!row) return null;
    const ids = [...new Set(input.gameIds)];
    if (ids.length > 0) {
      await tx
        .insert(tournamentGames)
        .values(ids.map((gameId) => ({ tournamentId: row.id, gameId })))
        .onConflictDoNothing();
    }
    return row.id;
  });
}
