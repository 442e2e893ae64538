/**
 * Settling tournaments that ended: final places fixed and prizes granted exactly once
 * (README.md "Finishing and prizes"). The tournament row is locked and `settled_at` set in the
 * same transaction as the grants, and every grant has a unique reference, so two clocks, a
 * restart or a test calling it again can never pay twice.
 */
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { startClock, type JobLock } from '../jobs/index.ts';
import { tournamentParticipants, tournaments } from '../db/schema/index.ts';
import { notifyIfCommitted } from '../ledger/balance-events.ts';
import { grantReward, RewardAlreadyGrantedError } from '../rewards/index.ts';
import { prizeForPlace, prizeReward, lastPrizedPlace } from './prizes.ts';
import { SETTLE_INTERVAL_MS } from './scoring.ts';
import { standingsPage } from './standings.ts';

/** What settling one tournament did. */
export interface SettledTournament {
  tournamentId: number;
  /** Players granted a prize now. */
  paid: number[];
}

/** The grant reference of a player's prize in a tournament. */
function prizeReference(tournamentId: number, userId: number): string {
  return `tournament:${tournamentId}:prize:${userId}`;
}

/** Settles one tournament if it ended and is not settled yet; null when there was nothing to do. */
export async function settleTournament(
  db: Db,
  tournamentId: number,
  now: Date,
): Promise<SettledTournament | null> {
  const result = await db.transaction(async (tx) => {
    const [t] = await tx
      .select({
        id: tournaments.id,
        title: tournaments.title,
        currency: tournaments.currency,
        prizes: tournaments.prizes,
        endsAt: tournaments.endsAt,
      })
      .from(tournaments)
      .where(and(eq(tournaments.id, tournamentId), isNull(tournaments.settledAt)))
      .for('update');
    if (!t || t.endsAt > now) return null;

    const tp = tournamentParticipants;
    await tx.execute(sql`
      update ${tp} set final_place = r.place
      from (
        select user_id, row_number() over (
          order by points_centi desc, points_at asc nulls last, user_id asc) as place
        from ${tp} where tournament_id = ${t.id} and points_centi > 0
      ) r
      where ${tp.tournamentId} = ${t.id} and ${tp.userId} = r.user_id`);

    const paid: number[] = [];
    const winners = await standingsPage(tx, t.id, 0, lastPrizedPlace(t.prizes));
    const name = t.title.en ?? Object.values(t.title)[0] ?? `Tournament ${t.id}`;
    for (const w of winners) {
      const prize = prizeForPlace(t.prizes, w.place);
      const reward = prize && prizeReward(prize, `${name}: place ${w.place}`);
      if (!reward) continue;
      try {
        await grantReward(
          tx,
          {
            userId: w.userId,
            currency: t.currency,
            reference: prizeReference(t.id, w.userId),
            reward,
          },
          { now },
        );
        paid.push(w.userId);
      } catch (err) {
        if (!(err instanceof RewardAlreadyGrantedError)) throw err;
      }
    }
    await tx.update(tournaments).set({ settledAt: now }).where(eq(tournaments.id, t.id));
    return { tournamentId: t.id, paid };
  });
  if (result && result.paid.length > 0) notifyIfCommitted(db, result.paid);
  return result;
}

// Exported for tournaments.test.ts: a tournament settled on demand, not on the job's clock.
/** Settles every tournament that ended by `now`. */
export async function finishTournaments(
  db: Db,
  now: Date = new Date(),
): Promise<SettledTournament[]> {
  const due = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(lte(tournaments.endsAt, now), isNull(tournaments.settledAt)));
  const done: SettledTournament[] = [];
  for (const { id } of due) {
    const settled = await settleTournament(db, id, now);
    if (settled) done.push(settled);
  }
  return done;
}

/**
 * Settles ended tournaments now and then every `intervalMs`, once per tick across instances
 * (`lock`). Errors go to `onError` and the clock keeps running. The returned stop function
 * waits for a settling run in progress.
 */
export function startTournamentClock(
  db: Db,
  lock: JobLock,
  onError: (err: unknown) => void,
  intervalMs: number = SETTLE_INTERVAL_MS,
): () => Promise<void> {
  return startClock({
    name: 'tournaments-settle',
    intervalMs,
    lock,
    run: () => finishTournaments(db),
    onError,
  });
}
