/** Entering a player into a tournament (README.md "Participation"). */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { tournamentParticipants, tournaments, users } from '../db/schema/index.ts';
import { ServerError } from '../errors.ts';

/** Enters `userId` into the tournament; throws a typed ServerError when refused. */
export async function participate(
  db: Db,
  userId: number,
  tournamentId: number,
  now: Date = new Date(),
): Promise<void> {
  const [t] = await db
    .select({
      endsAt: tournaments.endsAt,
      countries: tournaments.countries,
      currencies: tournaments.currencies,
    })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  if (!t) {
    throw new ServerError('InvalidParameterException', 'Unknown tournament', {
      invalidParameters: { tournament_id: 'Unknown tournament' },
    });
  }
  if (t.endsAt <= now) {
    throw new ServerError('InvalidRequestException', 'The tournament has finished', {
      errorData: { reason: 'tournament_finished', tournament_id: tournamentId },
    });
  }
  const [player] = await db
    .select({ country: users.countryCode, currency: users.currency })
    .from(users)
    .where(eq(users.id, userId));
  if (t.countries.length > 0 && !(player?.country && t.countries.includes(player.country))) {
    throw new ServerError('AccessDeniedException', 'Not open to players from your country', {
      errorData: { reason: 'country_not_allowed', countries: t.countries },
    });
  }
  if (t.currencies.length > 0 && !(player && t.currencies.includes(player.currency))) {
    throw new ServerError('AccessDeniedException', 'Not open to your account currency', {
      errorData: { reason: 'currency_not_allowed', currencies: t.currencies },
    });
  }
  const inserted = await db
    .insert(tournamentParticipants)
    .values({ tournamentId, userId, joinedAt: now })
    .onConflictDoNothing()
    .returning({ userId: tournamentParticipants.userId });
  if (inserted.length === 0) {
    throw new ServerError('InvalidRequestException', 'You already take part in this tournament', {
      errorData: { reason: 'already_participating', tournament_id: tournamentId },
    });
  }
}
