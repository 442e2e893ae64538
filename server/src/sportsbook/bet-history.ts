/** A player's bets, newest first, by status (games.getBetHistory and the page's "My bets"). */
import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { games as gamesApi } from '@croupier/core/contract';
import type { Db } from '../db/client.ts';
import { sportBets } from '../db/schema/index.ts';
import { betViews } from './bet-view.ts';

/** Which bets: one status, or every settled one. */
export type BetHistoryFilter = 'open' | 'settled' | 'won' | 'lost' | 'void';

/** What page to read. */
export interface BetHistoryQuery {
  offset: number;
  count: number;
  status?: BetHistoryFilter | undefined;
}

/** A page of the player's bets, newest first. */
export async function betHistoryPage(
  db: Db,
  userId: number,
  query: BetHistoryQuery,
): Promise<{ items: gamesApi.SportBet[]; total: number; offset: number; count: number }> {
  const conditions: SQL[] = [eq(sportBets.userId, userId)];
  if (query.status === 'settled') conditions.push(ne(sportBets.status, 'open'));
  else if (query.status) conditions.push(eq(sportBets.status, query.status));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(sportBets).where(where);
  const rows = await db
    .select()
    .from(sportBets)
    .where(where)
    .orderBy(desc(sportBets.placedAt), desc(sportBets.id))
    .limit(query.count)
    .offset(query.offset);
  return {
    items: await betViews(db, rows),
    total: total?.n ?? 0,
    offset: query.offset,
    count: query.count,
  };
}
