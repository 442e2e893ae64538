/**
 * Play events: every real-money or fun stake and every win, from the demo slot and the demo
 * sportsbook alike, appended once. They are the one domain model the rest of the casino reads:
 * loyalty points, tournament and leaderboard points, jackpot contributions, bonus wagering
 * (listeners run in the same DB transaction as the bet) and cashback (a period's net loss).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { games } from './games.ts';
import { users } from './users.ts';

/** Where a play event comes from. */
export const PLAY_SOURCES = ['casino', 'sport'] as const;
/** Casino (a game round) or sport (a bet slip). */
export type PlaySource = (typeof PLAY_SOURCES)[number];

/** A stake taken, a win paid, or a stake returned (void bet). */
export const PLAY_KINDS = ['bet', 'win', 'refund'] as const;
/** The kind of a play event. */
export type PlayKind = (typeof PLAY_KINDS)[number];

/** One stake or win; `(kind, reference)` is unique so a round or slip never counts twice. */
export const playEvents = pgTable(
  'play_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    source: text('source').$type<PlaySource>().notNull(),
    kind: text('kind').$type<PlayKind>().notNull(),
    /** The business object: `round:{id}` for a slot round, `sportbet:{id}` for a slip. */
    reference: text('reference').notNull(),
    /** The casino game (null for sport bets). */
    gameId: integer('game_id').references(() => games.id, { onDelete: 'restrict' }),
    /** The provider's sysname (`dgt_sportsbook` for sport). */
    provider: text('provider').notNull(),
    currency: text('currency').notNull(),
    /** The balance the money came from or went to: main, bonus, betting_bonus or fun. */
    balanceKind: text('balance_kind').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('play_events_kind_reference_key').on(t.kind, t.reference),
    index('play_events_user_id_idx').on(t.userId, t.createdAt),
    check('play_events_source_check', sql`${t.source} in ('casino', 'sport')`),
    check('play_events_kind_check', sql`${t.kind} in ('bet', 'win', 'refund')`),
    check('play_events_amount_non_negative', sql`${t.amountMinor} >= 0`),
  ],
);
