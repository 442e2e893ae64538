/** The player's game rounds (getHistory and the CSV export), newest first. */
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { games as gamesApi } from '@croupier/core/contract';
import type { Db } from '../db/client.ts';
import { gameRounds, games, providers } from '../db/schema/index.ts';
import { fromMinor } from '../ledger/money.ts';

/** An inclusive range of UTC calendar days (`YYYY-MM-DD`). */
export interface DayRange {
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
}

function nextDay(day: string): Date {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

function whereOf(userId: number, range: DayRange): SQL | undefined {
  const conditions: SQL[] = [eq(gameRounds.userId, userId)];
  if (range.dateFrom)
    conditions.push(gte(gameRounds.createdAt, new Date(`${range.dateFrom}T00:00:00.000Z`)));
  if (range.dateTo) conditions.push(lt(gameRounds.createdAt, nextDay(range.dateTo)));
  return and(...conditions);
}

const roundColumns = {
  id: gameRounds.id,
  sysname: games.sysname,
  name: games.name,
  provider: providers.sysname,
  betMinor: gameRounds.betMinor,
  winMinor: gameRounds.winMinor,
  currency: gameRounds.currency,
  balanceKind: gameRounds.balanceKind,
  status: gameRounds.status,
  createdAt: gameRounds.createdAt,
};

type RoundRow = {
  id: number;
  sysname: string;
  name: string;
  provider: string;
  betMinor: bigint;
  winMinor: bigint;
  currency: string;
  balanceKind: string;
  status: 'open' | 'settled' | 'cancelled';
  createdAt: Date;
};

/** The contract's round for a row. */
function roundView(r: RoundRow): gamesApi.GameRound {
  return {
    id: String(r.id),
    game: { sysname: r.sysname, name: r.name },
    provider: r.provider,
    bet: fromMinor(r.betMinor),
    win: fromMinor(r.winMinor),
    currency: r.currency,
    balance_type: r.balanceKind === 'bonus' ? 'bonus' : r.balanceKind === 'fun' ? 'fun' : 'main',
    status: r.status === 'open' ? 'in_progress' : 'finished',
    created_at: r.createdAt.toISOString(),
  };
}

/** A page of the player's rounds, newest first. */
export async function roundsPage(
  db: Db,
  userId: number,
  page: { offset: number; count: number } & DayRange,
): Promise<{ items: gamesApi.GameRound[]; total: number; offset: number; count: number }> {
  const where = whereOf(userId, page);
  const [total] = await db.select({ n: count() }).from(gameRounds).where(where);
  const rows = await db
    .select(roundColumns)
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(where)
    .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
    .limit(page.count)
    .offset(page.offset);
  return {
    items: rows.map(roundView),
    total: total?.n ?? 0,
    offset: page.offset,
    count: page.count,
  };
}

/** Every round of the player in the range, newest first (for the export). */
export async function allRounds(
  db: Db,
  userId: number,
  range: DayRange,
): Promise<gamesApi.GameRound[]> {
  const rows = await db
    .select(roundColumns)
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(whereOf(userId, range))
    .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id));
  return rows.map(roundView);
}
