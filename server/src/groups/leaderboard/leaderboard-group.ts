/**
 * leaderboard (§7): get, live and top over a tournament's standings or a period's stakes
 * (server/src/leaderboard/README.md).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { leaderboard as leaderboardApi } from '@croupier/core/contract';
import type { Db } from '../../db/client.ts';
import { tournaments } from '../../db/schema/index.ts';
import { ServerError } from '../../errors.ts';
import { registerMethod } from '../../http/api-router.ts';
import { displayName } from '../../leaderboard/display-name.ts';
import { periodStandings, playerNames, type Period } from '../../leaderboard/period-board.ts';
import {
  placedCount,
  prizeForPlace,
  prizeGames,
  prizeView,
  standingOf,
  standingsPage,
  type StandingRow,
} from '../../tournaments/index.ts';
import { pointsOf } from '../../tournaments/scoring.ts';

type Page = leaderboardApi.LeaderboardPage;
type Entry = leaderboardApi.LeaderboardEntry;

async function tournamentBoard(
  db: Db,
  tournamentId: number,
  offset: number,
  count: number,
  userId: number | null,
): Promise<Page> {
  const [t] = await db
    .select({ prizes: tournaments.prizes, currency: tournaments.currency })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  if (!t) {
    throw new ServerError('InvalidParameterException', 'Unknown tournament', {
      invalidParameters: { tournament_id: 'Unknown tournament' },
    });
  }
  const names = await prizeGames(db, [t.prizes]);
  const entry = (r: StandingRow): Entry => {
    const prize = prizeForPlace(t.prizes, r.place);
    return {
      place: r.place,
      fakename: displayName(r),
      points: pointsOf(r.pointsCenti),
      prize: prize ? prizeView(prize, t.currency, names) : null,
      is_current_user: r.userId === userId,
    };
  };
  const rows = await standingsPage(db, tournamentId, offset, count);
  const me = userId === null ? null : await standingOf(db, tournamentId, userId);
  return {
    items: rows.map(entry),
    total: await placedCount(db, tournamentId),
    offset,
    count,
    me: me ? entry(me) : null,
  };
}

async function periodBoard(
  db: Db,
  period: Period,
  offset: number,
  count: number,
  userId: number | null,
): Promise<Page> {
  const all = await periodStandings(db, period, new Date());
  const rows = all.slice(offset, offset + count);
  const mine = userId === null ? undefined : all.find((r) => r.userId === userId);
  const names = await playerNames(db, [
    ...rows.map((r) => r.userId),
    ...(mine ? [mine.userId] : []),
  ]);
  const entry = (r: (typeof all)[number]): Entry => ({
    place: r.place,
    fakename: displayName(names.get(r.userId) ?? { fakename: null, login: String(r.userId) }),
    points: pointsOf(r.pointsCenti),
    prize: null,
    is_current_user: r.userId === userId,
  });
  return {
    items: rows.map(entry),
    total: all.length,
    offset,
    count,
    me: mine ? entry(mine) : null,
  };
}

function board(
  db: Db,
  p: { tournament_id?: number | undefined; period?: Period | undefined },
  offset: number,
  count: number,
  userId: number | null,
): Promise<Page> {
  if (p.tournament_id !== undefined)
    return tournamentBoard(db, p.tournament_id, offset, count, userId);
  return periodBoard(db, p.period ?? 'week', offset, count, userId);
}

/** Mounts leaderboard.get, leaderboard.live and leaderboard.top. */
export function registerLeaderboardGroup(app: FastifyInstance): void {
  registerMethod(app, leaderboardApi.get, ({ params, db, user }) =>
    board(db, params, params.offset, params.count, user?.id ?? null),
  );
  registerMethod(app, leaderboardApi.live, ({ params, db, user }) =>
    board(db, params, 0, params.count, user?.id ?? null),
  );
  registerMethod(app, leaderboardApi.top, ({ params, db, user }) =>
    periodBoard(db, params.period, 0, params.count, user?.id ?? null),
  );
}
