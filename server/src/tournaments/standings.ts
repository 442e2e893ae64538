/**
 * Places in a tournament: participants with points, by points descending, equal points by
 * who reached them first, then by uid (README.md "Places"). Ranked by the database with a
 * window function, so a page or one player's row costs one query.
 */
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { tournamentParticipants, users } from '../db/schema/index.ts';

/** One ranked participant. */
export interface StandingRow {
  place: number;
  userId: number;
  pointsCenti: bigint;
  fakename: string | null;
  login: string;
}

function ranked(db: Db, tournamentId: number) {
  const tp = tournamentParticipants;
  return db
    .select({
      userId: tp.userId,
      pointsCenti: tp.pointsCenti,
      place:
        sql<number>`(row_number() over (order by ${tp.pointsCenti} desc, ${tp.pointsAt} asc nulls last, ${tp.userId} asc))::int`
          .mapWith(Number)
          .as('place'),
      fakename: users.fakename,
      login: users.login,
    })
    .from(tp)
    .innerJoin(users, eq(users.id, tp.userId))
    .where(and(eq(tp.tournamentId, tournamentId), gt(tp.pointsCenti, 0n)))
    .as('ranked');
}

/** Places `offset + 1` … `offset + limit`. */
export async function standingsPage(
  db: Db,
  tournamentId: number,
  offset: number,
  limit: number,
): Promise<StandingRow[]> {
  const r = ranked(db, tournamentId);
  const rows = await db.select().from(r).orderBy(asc(r.place)).limit(limit).offset(offset);
  return rows.map((x) => ({ ...x, pointsCenti: BigInt(x.pointsCenti) }));
}

/** One player's row, or null without points. */
export async function standingOf(
  db: Db,
  tournamentId: number,
  userId: number,
): Promise<StandingRow | null> {
  const r = ranked(db, tournamentId);
  const [row] = await db.select().from(r).where(eq(r.userId, userId));
  return row ? { ...row, pointsCenti: BigInt(row.pointsCenti) } : null;
}

/** How many participants have a place (points > 0). */
export async function placedCount(db: Db, tournamentId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tournamentParticipants)
    .where(
      and(
        eq(tournamentParticipants.tournamentId, tournamentId),
        gt(tournamentParticipants.pointsCenti, 0n),
      ),
    );
  return row?.n ?? 0;
}
