/** The game hall: providers, categories, games, likes and played rounds. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ledgerTransactions } from './ledger.ts';
import { users } from './users.ts';

/** Game types of §3. */
export const GAME_TYPES = [
  'slot',
  'live',
  'casino',
  'fast',
  'betting',
  'logical',
  'high_low',
] as const;
/** One of §3's game types. */
export type GameType = (typeof GAME_TYPES)[number];

/** Text per locale code, e.g. `{en: "Slots", ru: "Слоты", pt: "Slots"}`. */
export type LocalizedText = Record<string, string>;

/** A game studio. */
export const providers = pgTable(
  'providers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sysname: text('sysname').notNull(),
    name: text('name').notNull(),
    priority: integer('priority').notNull().default(0),
    /** Same-origin path of the original logo (served through the image proxy). */
    logo: text('logo').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('providers_sysname_key').on(t.sysname)],
);

/** A game hall category (Popular, New, Slots, Live casino…). */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sysname: text('sysname').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    priority: integer('priority').notNull().default(0),
    icon: text('icon').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('categories_sysname_key').on(t.sysname)],
);

/** A game. */
export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sysname: text('sysname').notNull(),
    name: text('name').notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'restrict' }),
    type: text('type').$type<GameType>().notNull(),
    /** Lower comes first (§9 default sort: priority ascending). */
    priority: integer('priority').notNull().default(0),
    /** Same-origin path of the original artwork (served through the image proxy). */
    image: text('image').notNull(),
    isNew: boolean('is_new').notNull().default(false),
    isPopular: boolean('is_popular').notNull().default(false),
    hasDemo: boolean('has_demo').notNull().default(true),
    hasJackpot: boolean('has_jackpot').notNull().default(false),
    isMobile: boolean('is_mobile').notNull().default(true),
    hasBonusBuy: boolean('has_bonus_buy').notNull().default(false),
    rtp: numeric('rtp', { precision: 5, scale: 2 }),
    volatility: text('volatility').$type<'low' | 'medium' | 'high'>(),
    minBetMinor: bigint('min_bet_minor', { mode: 'number' }).notNull(),
    maxBetMinor: bigint('max_bet_minor', { mode: 'number' }).notNull(),
    releaseDate: date('release_date').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('games_sysname_key').on(t.sysname),
    index('games_provider_id_idx').on(t.providerId),
    index('games_type_priority_idx').on(t.type, t.priority),
    check(
      'games_type_check',
      sql`${t.type} in ('slot', 'live', 'casino', 'fast', 'betting', 'logical', 'high_low')`,
    ),
  ],
);

/** Which categories a game is listed in, and where. */
export const gameCategories = pgTable(
  'game_categories',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    priority: integer('priority').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.categoryId] }),
    index('game_categories_category_idx').on(t.categoryId, t.priority),
  ],
);

/** A player's favourite game (§6 favourites). */
export const gameLikes = pgTable(
  'game_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
);

/** One played round (spin, hand, bet) with its bet and win, linked to the ledger. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'restrict' }),
    /** `real` rounds move the main (or bonus) balance, `demo` rounds the fun balance. */
    mode: text('mode').$type<'real' | 'demo'>().notNull(),
    balanceKind: text('balance_kind').notNull(),
    currency: text('currency').notNull(),
    betMinor: bigint('bet_minor', { mode: 'bigint' }).notNull(),
    winMinor: bigint('win_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').$type<'open' | 'settled' | 'cancelled'>().notNull().default('open'),
    betTransactionId: integer('bet_transaction_id').references(() => ledgerTransactions.id),
    winTransactionId: integer('win_transaction_id').references(() => ledgerTransactions.id),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('game_rounds_user_id_idx').on(t.userId, t.createdAt)],
);
