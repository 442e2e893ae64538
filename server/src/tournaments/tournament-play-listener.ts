/**
 * Tournament points from stakes: one listener, run inside the bet's transaction. It costs one
 * indexed lookup when the game is in no running tournament, and one write per tournament
 * it is in.
 */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { tournamentGames, tournamentParticipants, tournaments, users } from '../db/schema/index.ts';
import type { PlayListener } from '../play/play-types.ts';
import { pointsCentiFor } from './scoring.ts';

async function countryOf(tx: Db, userId: number): Promise<string | null> {
  const [row] = await tx
    .select({ country: users.countryCode })
    .from(users)
    .where(eq(users.id, userId));
  return row?.country ?? null;
}

/** Adds the points of a casino stake to every running tournament of its game. */
export const tournamentPlayListener: PlayListener = async (tx, event) => {
  if (event.kind !== 'bet' || event.source !== 'casino' || event.gameId === null) return;
  if (event.amountMinor <= 0n) return;
  const at = event.createdAt;
  const running = await tx
    .select({
      id: tournaments.id,
      minBetMinor: tournaments.minBetMinor,
      countries: tournaments.countries,
      currencies: tournaments.currencies,
      optIn: tournaments.optIn,
      multiplier: tournaments.pointsMultiplier,
    })
    .from(tournamentGames)
    .innerJoin(tournaments, eq(tournaments.id, tournamentGames.tournamentId))
    .where(
      and(
        eq(tournamentGames.gameId, event.gameId),
        lte(tournaments.startsAt, at),
        gt(tournaments.endsAt, at),
      ),
    );
  let country: string | null | undefined;
  for (const t of running) {
    if (t.minBetMinor !== null && event.amountMinor < t.minBetMinor) continue;
    if (t.currencies.length > 0 && !t.currencies.includes(event.currency)) continue;
    if (t.countries.length > 0) {
      if (country === undefined) country = await countryOf(tx, event.userId);
      if (country === null || !t.countries.includes(country)) continue;
    }
    const gain = pointsCentiFor(event.amountMinor, t.multiplier);
    if (gain <= 0n) continue;
    const add = {
      pointsCenti: sql`${tournamentParticipants.pointsCenti} + ${gain.toString()}::bigint`,
      pointsAt: at,
    };
    if (t.optIn) {
      await tx
        .update(tournamentParticipants)
        .set(add)
        .where(
          and(
            eq(tournamentParticipants.tournamentId, t.id),
            eq(tournamentParticipants.userId, event.userId),
          ),
        );
    } else {
      await tx
        .insert(tournamentParticipants)
        .values({ tournamentId: t.id, userId: event.userId, pointsCenti: gain, pointsAt: at })
        .onConflictDoUpdate({
          target: [tournamentParticipants.tournamentId, tournamentParticipants.userId],
          set: add,
        });
    }
  }
};
