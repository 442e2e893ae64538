/** `reset_on_cashout`: a withdrawal takes the player's points in such running tournaments to 0. */
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { tournamentParticipants, tournaments } from '../db/schema/index.ts';

/**
 * Resets `userId`'s points in every active tournament with `reset_on_cashout`. The cashier
 * calls it inside the withdrawal's transaction. Answers how many standings were reset.
 */
export async function resetPointsOnCashout(
  tx: Db,
  userId: number,
  now: Date = new Date(),
): Promise<number> {
  const affected = tx
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(
      and(
        eq(tournaments.resetOnCashout, true),
        lte(tournaments.startsAt, now),
        gt(tournaments.endsAt, now),
      ),
    );
  const rows = await tx
    .update(tournamentParticipants)
    .set({ pointsCenti: 0n, pointsAt: null })
    .where(
      and(
        eq(tournamentParticipants.userId, userId),
        gt(tournamentParticipants.pointsCenti, 0n),
        inArray(tournamentParticipants.tournamentId, affected),
      ),
    )
    .returning({ id: tournamentParticipants.tournamentId });
  return rows.length;
}
