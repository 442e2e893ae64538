/**
 * The loyalty programme: programmes with levels, characters, quests and a shop, and per player
 * an account (spendable points, lifetime points, level, character), a journal of every point
 * movement, quest progress, purchases and the notices the client shows as toasts. The rules
 * (earning rate, thresholds) are documented in server/src/loyalty/README.md.
 * Long on purpose: the programme's tables, one schema file per domain like the others.
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
import { games, type GameType, type LocalizedText } from './games.ts';
import type { PlaySource } from './play.ts';
import { users } from './users.ts';

/** Decimal amounts per currency code, e.g. `{USD: '5', EUR: '5', BRL: '25'}`. */
export type LoyaltyAmounts = Record<string, string>;

/**
 * What a product or a quest grants besides points, with amounts per currency; turned into a
 * `Reward` for the player's currency when granted (server/src/loyalty/reward-template.ts).
 */
export type RewardTemplate =
  | {
      type: 'bonus' | 'betting_bonus';
      amounts: LoyaltyAmounts;
      wagerMultiplier: number;
      expiresInDays?: number;
    }
  | {
      type: 'freespins';
      count: number;
      /** The stake of each spin per currency. */
      bets: LoyaltyAmounts;
      /** Game sysnames the spins are for; empty = every demo slot. */
      games: string[];
      wagerMultiplier: number;
      expiresInDays?: number;
    }
  | { type: 'money'; amounts: LoyaltyAmounts };

/** Which plays a quest counts; every filter is optional. */
export interface QuestFilter {
  source?: PlaySource;
  gameType?: GameType;
}

/** What a quest asks for. */
export type QuestGoal =
  | ({ kind: 'wager'; amounts: LoyaltyAmounts } & QuestFilter)
  | ({ kind: 'distinct_games'; count: number } & QuestFilter)
  | ({ kind: 'bets'; count: number } & QuestFilter);

/** Reward kinds a shop product is shown as (core's PRODUCT_TYPES). */
export type ProductType = 'bonus' | 'freespins' | 'cashback' | 'item';

/** A loyalty programme (route /loyalty/{sysname}). */
export const loyaltyPrograms = pgTable(
  'loyalty_programs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sysname: text('sysname').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    /** Display name of the points, e.g. "points". */
    pointsAlias: jsonb('points_alias').$type<LocalizedText>().notNull(),
    /** Same-origin path of the original artwork. */
    image: text('image'),
    isActive: boolean('is_active').notNull().default(true),
    /** Lower first; the first active programme is the one new players join. */
    priority: integer('priority').notNull().default(0),
  },
  (t) => [uniqueIndex('loyalty_programs_sysname_key').on(t.sysname)],
);

/** A level of a programme, reached when lifetime points reach `points`. */
export const loyaltyLevels = pgTable(
  'loyalty_levels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    programId: integer('program_id')
      .notNull()
      .references(() => loyaltyPrograms.id, { onDelete: 'cascade' }),
    sysname: text('sysname').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    points: integer('points').notNull(),
    image: text('image'),
  },
  (t) => [
    uniqueIndex('loyalty_levels_program_sysname_key').on(t.programId, t.sysname),
    uniqueIndex('loyalty_levels_program_points_key').on(t.programId, t.points),
    check('loyalty_levels_points_non_negative', sql`${t.points} >= 0`),
  ],
);

/** A selectable character (avatar). */
export const loyaltyCharacters = pgTable(
  'loyalty_characters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sysname: text('sysname').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>(),
    image: text('image').notNull(),
    priority: integer('priority').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('loyalty_characters_sysname_key').on(t.sysname)],
);

/** A player's standing: spendable points, lifetime points (levels), level and character. */
export const loyaltyAccounts = pgTable(
  'loyalty_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    programId: integer('program_id')
      .notNull()
      .references(() => loyaltyPrograms.id, { onDelete: 'restrict' }),
    /** Spendable in the shop. */
    points: integer('points').notNull().default(0),
    /** Every point ever earned; levels follow it, so spending never demotes. */
    earnedPoints: integer('earned_points').notNull().default(0),
    levelId: integer('level_id').references(() => loyaltyLevels.id, { onDelete: 'set null' }),
    characterId: integer('character_id').references(() => loyaltyCharacters.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The last line of defence: points can never be spent below zero.
    check('loyalty_accounts_points_non_negative', sql`${t.points} >= 0`),
    check('loyalty_accounts_earned_non_negative', sql`${t.earnedPoints} >= 0`),
  ],
);

/** Why points moved. */
export type PointsReason = 'bet' | 'quest' | 'product' | 'adjustment';

/** Append-only journal of point movements; `(reason, reference)` unique so nothing counts twice. */
export const loyaltyPointEntries = pgTable(
  'loyalty_point_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Positive earned, negative spent. */
    amount: integer('amount').notNull(),
    reason: text('reason').$type<PointsReason>().notNull(),
    reference: text('reference').notNull(),
    /** Spendable points after this entry. */
    balanceAfter: integer('balance_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loyalty_point_entries_reason_reference_key').on(t.reason, t.reference),
    index('loyalty_point_entries_user_idx').on(t.userId, t.createdAt),
    check('loyalty_point_entries_amount_non_zero', sql`${t.amount} <> 0`),
  ],
);

/**
 * Real money staked per player and currency, and the points already awarded for it: points
 * due are floor(staked / rate), so fractions of a point carry over to the next bet.
 */
export const loyaltyStakes = pgTable(
  'loyalty_stakes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    stakedMinor: bigint('staked_minor', { mode: 'bigint' }).notNull(),
    awardedPoints: bigint('awarded_points', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.currency] })],
);

/** A quest of a programme. */
export const loyaltyQuests = pgTable(
  'loyalty_quests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    programId: integer('program_id')
      .notNull()
      .references(() => loyaltyPrograms.id, { onDelete: 'cascade' }),
    sysname: text('sysname').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>(),
    image: text('image'),
    goal: jsonb('goal').$type<QuestGoal>().notNull(),
    rewardPoints: integer('reward_points').notNull().default(0),
    /** Granted on completion besides the points. */
    reward: jsonb('reward').$type<RewardTemplate>(),
    priority: integer('priority').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('loyalty_quests_sysname_key').on(t.sysname),
    index('loyalty_quests_program_idx').on(t.programId),
  ],
);

/** A player's progress in a quest: minor units for wager goals, a count otherwise. */
export const loyaltyQuestProgress = pgTable(
  'loyalty_quest_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questId: integer('quest_id')
      .notNull()
      .references(() => loyaltyQuests.id, { onDelete: 'cascade' }),
    current: bigint('current', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questId] })],
);

/** Games a player has played for a distinct-games quest. */
export const loyaltyQuestGames = pgTable(
  'loyalty_quest_games',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questId: integer('quest_id')
      .notNull()
      .references(() => loyaltyQuests.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questId, t.gameId] })],
);

/** A shop product. */
export const loyaltyProducts = pgTable(
  'loyalty_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    programId: integer('program_id')
      .notNull()
      .references(() => loyaltyPrograms.id, { onDelete: 'cascade' }),
    sysname: text('sysname').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>(),
    image: text('image'),
    type: text('type').$type<ProductType>().notNull(),
    price: integer('price').notNull(),
    reward: jsonb('reward').$type<RewardTemplate>().notNull(),
    /** Null = unlimited. */
    stock: integer('stock'),
    priority: integer('priority').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('loyalty_products_sysname_key').on(t.sysname),
    index('loyalty_products_program_idx').on(t.programId, t.price),
    check('loyalty_products_price_positive', sql`${t.price} > 0`),
    check('loyalty_products_stock_non_negative', sql`${t.stock} is null or ${t.stock} >= 0`),
    check(
      'loyalty_products_type_check',
      sql`${t.type} in ('bonus', 'freespins', 'cashback', 'item')`,
    ),
  ],
);

/** A product bought, and what was granted for it. */
export const loyaltyPurchases = pgTable(
  'loyalty_purchases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => loyaltyProducts.id, { onDelete: 'restrict' }),
    price: integer('price').notNull(),
    currency: text('currency').notNull(),
    /** The bonus, freespin pack or ledger transaction the reward created. */
    grantedType: text('granted_type'),
    grantedId: text('granted_id'),
    /** The buyproduct call's Idempotency-Key (null for purchases made otherwise). */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loyalty_purchases_user_idx').on(t.userId, t.createdAt),
    // A retry taking over the key of a run that died after committing finds this purchase
    // instead of buying again (idempotency recovery after a crash).
    uniqueIndex('loyalty_purchases_user_idempotency_key')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/** A toast-worthy event (§3 Loyalty notice), delivered once. */
export const loyaltyNotices = pgTable(
  'loyalty_notices',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trigger: text('trigger').notNull(),
    type: text('type').$type<'credit' | 'other'>().notNull(),
    /** A decimal number (points, money or spins); null when nothing is counted. */
    amount: text('amount'),
    amountType: text('amount_type').$type<'points' | 'money' | 'freespins'>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    message: jsonb('message').$type<LocalizedText>().notNull(),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('loyalty_notices_pending_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);
