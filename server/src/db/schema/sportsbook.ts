/**
 * The demo sportsbook's bets. Events are not stored: the schedule derives them from the clock
 * (server/src/sportsbook/schedule.ts); a leg keeps a copy of what the player saw (teams,
 * market, outcome, odds) so history reads without the schedule, and `settles_at` so the
 * settlement timer finds due legs by index.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A single bet, or an accumulator of legs on different events. */
export const SPORT_BET_TYPES = ['single', 'accumulator'] as const;
/** The type of a sport bet. */
export type SportBetType = (typeof SPORT_BET_TYPES)[number];

/** Open until settled: won (paid), lost, or void (stake refunded). */
export const SPORT_BET_STATUSES = ['open', 'won', 'lost', 'void'] as const;
/** The status of a sport bet or of one of its legs. */
export type SportBetStatus = (typeof SPORT_BET_STATUSES)[number];

/** What to do when a price changed between the slip and the placement. */
export const ODDS_ACCEPTANCE = ['any', 'higher', 'none'] as const;
/** Accept any change, only higher odds, or none. */
export type OddsAcceptance = (typeof ODDS_ACCEPTANCE)[number];

/** The balances a sport stake may come from. */
export const SPORT_BALANCE_KINDS = ['main', 'betting_bonus'] as const;
/** Main or betting-bonus balance. */
export type SportBalanceKind = (typeof SPORT_BALANCE_KINDS)[number];

/** A placed bet: stake debited at placement, payout or refund credited once at settlement. */
export const sportBets = pgTable(
  'sport_bets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    type: text('type').$type<SportBetType>().notNull(),
    status: text('status').$type<SportBetStatus>().notNull().default('open'),
    currency: text('currency').notNull(),
    /** The balance the stake came from; the payout or refund goes back to it. */
    balanceKind: text('balance_kind').$type<SportBalanceKind>().notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    /** Total decimal odds, exact (the product of the legs' odds), e.g. "3.0345". */
    odds: text('odds').notNull(),
    potentialWinMinor: bigint('potential_win_minor', { mode: 'bigint' }).notNull(),
    /** What settlement credited: the win, the refund, or 0 for a lost bet; null while open. */
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }),
    acceptOdds: text('accept_odds').$type<OddsAcceptance>().notNull(),
    stakeTransactionId: integer('stake_transaction_id'),
    settleTransactionId: integer('settle_transaction_id'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('sport_bets_user_id_idx').on(t.userId, t.placedAt),
    check('sport_bets_type_check', sql`${t.type} in ('single', 'accumulator')`),
    check('sport_bets_status_check', sql`${t.status} in ('open', 'won', 'lost', 'void')`),
    check('sport_bets_balance_kind_check', sql`${t.balanceKind} in ('main', 'betting_bonus')`),
    check('sport_bets_accept_odds_check', sql`${t.acceptOdds} in ('any', 'higher', 'none')`),
    check('sport_bets_stake_positive', sql`${t.stakeMinor} > 0`),
  ],
);

/** One selection of a bet, as the player saw it. */
export const sportBetLegs = pgTable(
  'sport_bet_legs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    betId: integer('bet_id')
      .notNull()
      .references(() => sportBets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    eventId: text('event_id').notNull(),
    sport: text('sport').notNull(),
    league: text('league').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** When the leg's result is known: the final whistle, or kick-off of a called-off event. */
    settlesAt: timestamp('settles_at', { withTimezone: true }).notNull(),
    market: text('market').notNull(),
    marketName: text('market_name').notNull(),
    outcome: text('outcome').notNull(),
    outcomeName: text('outcome_name').notNull(),
    /** Decimal odds × 100 taken (215 = 2.15). */
    oddsX100: integer('odds_x100').notNull(),
    /** Whether the event was live when the leg was taken. */
    live: boolean('live').notNull().default(false),
    status: text('status').$type<SportBetStatus>().notNull().default('open'),
    /** The final score text once settled. */
    result: text('result'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('sport_bet_legs_bet_id_idx').on(t.betId, t.position),
    index('sport_bet_legs_due_idx').on(t.status, t.settlesAt),
    check('sport_bet_legs_status_check', sql`${t.status} in ('open', 'won', 'lost', 'void')`),
    check('sport_bet_legs_odds_check', sql`${t.oddsX100} > 100`),
  ],
);
