/**
 * Placing a slip: every selection is priced again at the moment of placement and checked
 * against the odds the player saw, per the player's odds-change choice; then, in ONE database
 * transaction, each bet is stored, its stake moves player → house through the ledger and a
 * `sport` bet play event is recorded (loyalty, tournaments, wagering react inside it).
 * Singles: one bet per selection, each with the stake. Accumulator: one bet over all
 * selections (different events), its odds the product of theirs.
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { games as gamesApi } from '@croupier/core/contract';
import { SPORTSBOOK_SYSNAME } from '../content/games.ts';
import type { Db } from '../db/client.ts';
import {
  sportBetLegs,
  sportBets,
  users,
  type OddsAcceptance,
  type SportBalanceKind,
  type SportBetType,
} from '../db/schema/index.ts';
import { InsufficientFundsError, ServerError } from '../errors.ts';
import { notifyBalanceChanged } from '../ledger/balance-events.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { recordPlay, type PlayRandom } from '../play/index.ts';
import { betView } from './bet-view.ts';
import {
  MAX_SELECTIONS,
  MAX_STAKE_MINOR,
  MIN_ACCUMULATOR_LEGS,
  MIN_STAKE_MINOR,
} from './constants.ts';
import { eventStateAt } from './event-state.ts';
import { isOutcomeOf } from './markets.ts';
import { oddsText, parseOdds, payoutMinor, totalOdds } from './odds-math.ts';
import { eventById, type SportEvent } from './schedule.ts';

/** A selection on the slip, with the odds the player saw. */
export interface SelectionInput {
  event_id: string;
  market: string;
  outcome: string;
  odds: string;
}

/** A slip to place. */
export interface SlipInput {
  userId: number;
  currency: string;
  type: SportBetType;
  /** Stake of each bet (each single, or the accumulator). */
  stakeMinor: bigint;
  balanceKind: SportBalanceKind;
  accept: OddsAcceptance;
  selections: readonly SelectionInput[];
}

interface Priced {
  event: SportEvent;
  input: SelectionInput;
  marketName: string;
  outcomeName: string;
  live: boolean;
  seen: number;
  current: number;
}

/** The ledger kind of a stake. */
export const STAKE_KIND = 'sport_bet';

/** Ledger and play-event reference of a bet. */
export function betReference(betId: number): string {
  return `sportbet:${betId}`;
}

function invalid(field: string, reason: string, errorData?: Record<string, unknown>): ServerError {
  return new ServerError('InvalidParameterException', reason, {
    invalidParameters: { [field]: reason },
    ...(errorData ? { errorData } : {}),
  });
}

function priceSelections(selections: readonly SelectionInput[], now: number): Priced[] {
  const closed: string[] = [];
  const priced: Priced[] = [];
  for (const input of selections) {
    const event = eventById(input.event_id);
    const seen = parseOdds(input.odds);
    if (!event || !isOutcomeOf(event, input.market, input.outcome) || seen === null) {
      throw invalid('selections', 'Unknown selection');
    }
    const state = eventStateAt(event, now);
    const market = state.markets.find((m) => m.id === input.market);
    const outcome = market?.outcomes.find((o) => o.id === input.outcome);
    if (!market || market.suspended || !outcome || outcome.oddsX100 === null) {
      closed.push(`${input.event_id}:${input.market}:${input.outcome}`);
      continue;
    }
    priced.push({
      event,
      input,
      marketName: market.name,
      outcomeName: outcome.name,
      live: state.status === 'live',
      seen,
      current: outcome.oddsX100,
    });
  }
  if (closed.length > 0) {
    throw invalid('selections', 'Betting on this selection is closed', {
      reason: 'market_closed',
      selections: closed,
    });
  }
  return priced;
}

/** Applies the odds-change choice: the odds each leg is taken at, or a refusal. */
function takenOdds(priced: readonly Priced[], accept: OddsAcceptance): number[] {
  const changed = priced.filter((p) => p.current !== p.seen);
  const refused =
    accept === 'none'
      ? changed
      : accept === 'higher'
        ? changed.filter((p) => p.current < p.seen)
        : [];
  if (refused.length > 0) {
    throw invalid('odds', 'The odds have changed', {
      reason: 'odds_changed',
      changes: changed.map((p) => ({
        event_id: p.input.event_id,
        market: p.input.market,
        outcome: p.input.outcome,
        odds: oddsText(p.current),
      })),
    });
  }
  return priced.map((p) => p.current);
}

function checkSlip(slip: SlipInput): void {
  const n = slip.selections.length;
  if (n === 0) throw invalid('selections', 'Add a selection to the bet slip');
  if (n > MAX_SELECTIONS) throw invalid('selections', `At most ${MAX_SELECTIONS} selections`);
  if (slip.stakeMinor < MIN_STAKE_MINOR || slip.stakeMinor > MAX_STAKE_MINOR) {
    throw invalid('stake', 'Stake out of range', {
      min: String(Number(MIN_STAKE_MINOR) / 100),
      max: String(Number(MAX_STAKE_MINOR) / 100),
    });
  }
  const keys = slip.selections.map((s) => `${s.event_id}:${s.market}:${s.outcome}`);
  if (new Set(keys).size !== keys.length) throw invalid('selections', 'Duplicate selection');
  if (slip.type === 'accumulator') {
    if (n < MIN_ACCUMULATOR_LEGS) {
      throw invalid(
        'selections',
        `An accumulator needs at least ${MIN_ACCUMULATOR_LEGS} selections`,
      );
    }
    if (new Set(slip.selections.map((s) => s.event_id)).size !== n) {
      throw invalid('selections', 'Selections on the same event cannot be combined');
    }
  }
}

async function assertMayBet(db: Db, userId: number): Promise<void> {
  const [user] = await db
    .select({ status: users.status, selfExcludedUntil: users.selfExcludedUntil })
    .from(users)
    .where(eq(users.id, userId));
  const excluded = user?.selfExcludedUntil && user.selfExcludedUntil > new Date();
  if (!user || user.status !== 'active' || excluded) {
    throw new ServerError('AccessDeniedException', 'This account cannot bet');
  }
}

/**
 * Places the slip at `now` (Unix ms). Throws InvalidParameterException (bad slip, closed
 * market, odds changed beyond the choice: `error_data.reason` says which),
 * BillingTransactionDeclinedException (insufficient funds: nothing is placed) or
 * AccessDeniedException.
 */
export async function placeSlip(
  db: Db,
  slip: SlipInput,
  now: number,
  random: PlayRandom = (max) => randomInt(max),
): Promise<gamesApi.SportBet[]> {
  checkSlip(slip);
  await assertMayBet(db, slip.userId);
  const priced = priceSelections(slip.selections, now);
  const odds = takenOdds(priced, slip.accept);
  const groups: { legs: Priced[]; odds: number[] }[] =
    slip.type === 'single'
      ? priced.map((p, i) => ({ legs: [p], odds: [odds[i]!] }))
      : [{ legs: priced, odds }];
  const placedAt = new Date(now);

  let views: gamesApi.SportBet[];
  try {
    views = await db.transaction(async (tx) => {
      const out: gamesApi.SportBet[] = [];
      for (const group of groups) {
        const [bet] = await tx
          .insert(sportBets)
          .values({
            userId: slip.userId,
            type: slip.type,
            currency: slip.currency,
            balanceKind: slip.balanceKind,
            stakeMinor: slip.stakeMinor,
            odds: totalOdds(group.odds),
            potentialWinMinor: payoutMinor(slip.stakeMinor, group.odds),
            acceptOdds: slip.accept,
            placedAt,
          })
          .returning();
        if (!bet) throw new Error('Bet insert returned nothing');
        const legs = await tx
          .insert(sportBetLegs)
          .values(
            group.legs.map((p, i) => ({
              betId: bet.id,
              position: i,
              eventId: p.event.id,
              sport: p.event.sport.name,
              league: p.event.league.name,
              home: p.event.home,
              away: p.event.away,
              startsAt: new Date(p.event.startsAt),
              settlesAt: new Date(p.event.cancelled ? p.event.startsAt : p.event.endsAt),
              market: p.input.market,
              marketName: p.marketName,
              outcome: p.input.outcome,
              outcomeName: p.outcomeName,
              oddsX100: group.odds[i]!,
              live: p.live,
            })),
          )
          .returning();
        const reference = betReference(bet.id);
        const posted = await postTransaction(tx, {
          kind: STAKE_KIND,
          reference,
          userId: slip.userId,
          meta: { bet_id: bet.id, type: slip.type, balance: slip.balanceKind },
          entries: [
            {
              account: { userId: slip.userId, kind: slip.balanceKind, currency: slip.currency },
              amountMinor: -slip.stakeMinor,
            },
            { account: { house: 'house', currency: slip.currency }, amountMinor: slip.stakeMinor },
          ],
        });
        const [stored] = await tx
          .update(sportBets)
          .set({ stakeTransactionId: posted.id })
          .where(eq(sportBets.id, bet.id))
          .returning();
        await recordPlay(
          tx,
          {
            userId: slip.userId,
            source: 'sport',
            kind: 'bet',
            reference,
            gameId: null,
            provider: SPORTSBOOK_SYSNAME,
            currency: slip.currency,
            balanceKind: slip.balanceKind,
            amountMinor: slip.stakeMinor,
          },
          { random },
        );
        out.push(betView(stored ?? bet, legs));
      }
      return out;
    });
  } catch (err) {
    if (err instanceof InsufficientFundsError) {
      throw new ServerError('BillingTransactionDeclinedException', 'Insufficient funds', {
        errorData: { reason: 'insufficient_funds' },
      });
    }
    throw err;
  }
  notifyBalanceChanged([slip.userId]);
  return views;
}
