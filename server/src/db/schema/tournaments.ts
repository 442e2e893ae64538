/**
 * Tournaments: competitions for points over a set of games, their games and their
 * participants. Points are kept in hundredths (`points_centi`) so the scoring rule of
 * server/src/tournaments/README.md stays exact in integers.
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
import { games, providers, type LocalizedText } from './games.ts';
import { users } from './users.ts';

/** What a range of places wins, as stored (amounts in minor units as decimal strings). */
export type StoredPrize =
  | { type: 'money'; amountMinor: string }
  | { type: 'freespins'; gameId: number; count: number; betMinor: string }
  | { type: 'item'; title: string };

/** Prize of places `placeFrom`..`placeTo` (inclusive). */
export interface StoredPlacePrize {
  placeFrom: number;
  placeTo: number;
  prize: StoredPrize;
}

/** A tournament. Its status follows from the clock: upcoming, active, then finished. */
export const tournaments = pgTable(
  'tournaments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Set for demo content, so seeding twice inserts nothing twice. */
    seedKey: text('seed_key'),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    text: jsonb('text').$type<LocalizedText>().notNull().default({}),
    /** Same-origin path of the original picture (served through the image proxy). */
    image: text('image'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Currency of the prizes. */
    currency: text('currency').notNull(),
    prizes: jsonb('prizes').$type<StoredPlacePrize[]>().notNull().default([]),
    /** Bets below this stake earn no points (null = any stake). */
    minBetMinor: bigint('min_bet_minor', { mode: 'bigint' }),
    /** Countries and currencies allowed; empty = all. */
    countries: jsonb('countries').$type<string[]>().notNull().default([]),
    currencies: jsonb('currencies').$type<string[]>().notNull().default([]),
    /** True: points count only after `participate`. */
    optIn: boolean('opt_in').notNull().default(true),
    resetOnCashout: boolean('reset_on_cashout').notNull().default(false),
    providerId: integer('provider_id').references(() => providers.id, { onDelete: 'restrict' }),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    /** Points per stake are multiplied by this (double-points events). */
    pointsMultiplier: integer('points_multiplier').notNull().default(1),
    /** When the final standings were fixed and the prizes granted (once). */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tournaments_seed_key_key').on(t.seedKey),
    index('tournaments_ends_at_idx').on(t.endsAt),
    check('tournaments_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('tournaments_multiplier_check', sql`${t.pointsMultiplier} >= 1`),
  ],
);

/** The games whose bets earn a tournament's points. */
export const tournamentGames = pgTable(
  'tournament_games',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.gameId] }),
    index('tournament_games_game_id_idx').on(t.gameId),
  ],
);

/** A player in a tournament and their points. */
export const tournamentParticipants = pgTable(
  'tournament_participants',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    pointsCenti: bigint('points_centi', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** When the points last grew: of two equal scores, the one reached first ranks higher. */
    pointsAt: timestamp('points_at', { withTimezone: true }),
    /** The place fixed when the tournament was settled. */
    finalPlace: integer('final_place'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.userId] }),
    index('tournament_participants_user_id_idx').on(t.userId),
    check('tournament_participants_points_check', sql`${t.pointsCenti} >= 0`),
  ],
);
