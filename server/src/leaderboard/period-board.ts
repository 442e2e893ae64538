/**
 * Period boards (leaderboard.get/live/top with `period`): players ranked by what they staked
 * over the last day, week or month (rolling), from play events — casino and sport bets from
 * any real balance, at the tournament rate of 1 point per 0.10 staked, stakes in other
 * currencies converted to USD first (README.md).
 */
import { and, eq, gte, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { playEvents, users } from '../db/schema/index.ts';
import { pointsCentiFor } from '../tournaments/scoring.ts';
import { convertMinor } from './usd-equivalent.ts';

/** Rolling periods and their length. */
const PERIOD_MS = {
  day: 24 * 60 * 60 * 1000,
  week: 7 * 24 * 60 * 60 * 1000,
  month: 30 * 24 * 60 * 60 * 1000,
} as const;
/** A board period. */
export type Period = keyof typeof PERIOD_MS;

/** Currency period boards are scored in. */
const BOARD_CURRENCY = 'USD';

/** One ranked player of a period. */
export interface PeriodRow {
  place: number;
  userId: number;
  pointsCenti: bigint;
}

/** Every player with stakes in the period, ranked: points, then who got there first, then uid. */
export async function periodStandings(db: Db, period: Period, now: Date): Promise<PeriodRow[]> {
  const from = new Date(now.getTime() - PERIOD_MS[period]);
  const sums = await db
    .select({
      userId: playEvents.userId,
      currency: playEvents.currency,
      staked: sql<string>`sum(${playEvents.amountMinor})::text`,
      last: max(playEvents.createdAt),
    })
    .from(playEvents)
    // No upper bound: a stake recorded a moment "after" now (clock skew) still counts.
    .where(and(eq(playEvents.kind, 'bet'), gte(playEvents.createdAt, from)))
    .groupBy(playEvents.userId, playEvents.currency);
  const byUser = new Map<number, { staked: bigint; last: number }>();
  for (const s of sums) {
    const usd = convertMinor(BigInt(s.staked), s.currency, BOARD_CURRENCY);
    if (usd === null) continue;
    const acc = byUser.get(s.userId) ?? { staked: 0n, last: 0 };
    acc.staked += usd;
    acc.last = Math.max(acc.last, s.last ? new Date(s.last).getTime() : 0);
    byUser.set(s.userId, acc);
  }
  const rows = [...byUser]
    .map(([userId, a]) => ({ userId, pointsCenti: pointsCentiFor(a.staked), last: a.last }))
    .filter((r) => r.pointsCenti > 0n)
    .sort((a, b) =>
      a.pointsCenti !== b.pointsCenti
        ? a.pointsCenti > b.pointsCenti
          ? -1
          : 1
        : a.last - b.last || a.userId - b.userId,
    );
  return rows.map((r, i) => ({ place: i + 1, userId: r.userId, pointsCenti: r.pointsCenti }));
}

/** Nickname and login of players, for their display names. */
export async function playerNames(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { fakename: string | null; login: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, fakename: users.fakename, login: users.login })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { fakename: r.fakename, login: r.login }]));
}
