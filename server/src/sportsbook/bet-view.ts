/** Sport bets as the contract shows them (games.getBetHistory, the sportsbook page). */
import { asc, inArray } from 'drizzle-orm';
import type { games as gamesApi } from '@croupier/core/contract';
import type { Db } from '../db/client.ts';
import { sportBetLegs, type sportBets } from '../db/schema/index.ts';
import { fromMinor } from '../ledger/money.ts';
import { oddsText, roundedOdds } from './odds-math.ts';

type BetRow = typeof sportBets.$inferSelect;
type LegRow = typeof sportBetLegs.$inferSelect;

/** The contract's bet for a row and its legs. */
export function betView(bet: BetRow, legs: readonly LegRow[]): gamesApi.SportBet {
  return {
    id: String(bet.id),
    type: bet.type,
    status: bet.status,
    stake: fromMinor(bet.stakeMinor),
    currency: bet.currency,
    balance_type: bet.balanceKind,
    odds: roundedOdds(bet.odds),
    potential_win: fromMinor(bet.potentialWinMinor),
    payout: bet.payoutMinor === null ? null : fromMinor(bet.payoutMinor),
    selections: [...legs]
      .sort((a, b) => a.position - b.position)
      .map((l) => ({
        event_id: l.eventId,
        sport: l.sport,
        league: l.league,
        home: l.home,
        away: l.away,
        starts_at: l.startsAt.toISOString(),
        live: l.live,
        market: l.market,
        market_name: l.marketName,
        outcome: l.outcome,
        outcome_name: l.outcomeName,
        odds: oddsText(l.oddsX100),
        status: l.status,
        result: l.result,
      })),
    placed_at: bet.placedAt.toISOString(),
    settled_at: bet.settledAt ? bet.settledAt.toISOString() : null,
  };
}

/** Views of these bets, in the given order, with their legs. */
export async function betViews(db: Db, bets: readonly BetRow[]): Promise<gamesApi.SportBet[]> {
  if (bets.length === 0) return [];
  const legs = await db
    .select()
    .from(sportBetLegs)
    .where(
      inArray(
        sportBetLegs.betId,
        bets.map((b) => b.id),
      ),
    )
    .orderBy(asc(sportBetLegs.betId), asc(sportBetLegs.position));
  const byBet = new Map<number, LegRow[]>();
  for (const l of legs) byBet.set(l.betId, [...(byBet.get(l.betId) ?? []), l]);
  return bets.map((b) => betView(b, byBet.get(b.id) ?? []));
}
