/**
 * Progressive jackpots: each pool grows by a share of every stake on its games and is paid
 * out whole when a bet triggers it. The money sits in the `jackpots` house account of the
 * ledger; the sum of the pools of a currency equals that account (server/src/jackpots/README.md).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { games, type LocalizedText } from './games.ts';
import { playEvents } from './play.ts';
import { users } from './users.ts';

/** A jackpot and its pool. */
export const jackpots = pgTable(
  'jackpots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Set for demo content, so seeding twice inserts nothing twice. */
    seedKey: text('seed_key'),
    name: text('name').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    text: jsonb('text').$type<LocalizedText>().notNull().default({}),
    image: text('image'),
    currency: text('currency').notNull(),
    /** What the pool restarts from after a win. */
    seedMinor: bigint('seed_minor', { mode: 'bigint' }).notNull(),
    poolMinor: bigint('pool_minor', { mode: 'bigint' }).notNull(),
    /** Share of each stake that feeds the pool, in basis points (1/100 of a percent). */
    contributionBp: integer('contribution_bp').notNull(),
    /** Fractions of a minor unit not yet added to the pool, in 1/10000 of a minor unit. */
    carry: bigint('carry', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Chance of a trigger per minor unit staked, in 1/JACKPOT_DRAW_RANGE. */
    chancePerMinor: integer('chance_per_minor').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jackpots_seed_key_key').on(t.seedKey),
    check('jackpots_pool_check', sql`${t.poolMinor} >= 0 and ${t.seedMinor} >= 0`),
    check('jackpots_carry_check', sql`${t.carry} >= 0 and ${t.carry} < 10000`),
  ],
);

/** The games that feed a jackpot and can win it. */
export const jackpotGames = pgTable(
  'jackpot_games',
  {
    jackpotId: integer('jackpot_id')
      .notNull()
      .references(() => jackpots.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.jackpotId, t.gameId] }),
    index('jackpot_games_game_id_idx').on(t.gameId),
  ],
);

/** A jackpot paid out; one per triggering bet at most. */
export const jackpotWins = pgTable(
  'jackpot_wins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    jackpotId: integer('jackpot_id')
      .notNull()
      .references(() => jackpots.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'restrict' }),
    /** The bet that triggered it (null for demo history seeded without a bet). */
    playEventId: integer('play_event_id').references(() => playEvents.id, {
      onDelete: 'restrict',
    }),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jackpot_wins_play_event_id_key').on(t.playEventId),
    index('jackpot_wins_won_at_idx').on(t.wonAt),
    index('jackpot_wins_jackpot_id_idx').on(t.jackpotId, t.wonAt),
  ],
);
