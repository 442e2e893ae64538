/**
 * Rewards granted to players (server/src/rewards): the grant registry that makes every grant
 * happen once, the player's casino and betting bonuses with their wagering, freespin packs,
 * and the periodic cashbacks computed from net losses.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { games } from './games.ts';
import { users } from './users.ts';

/** One grant of a reward, by its business reference: the same reference never grants twice. */
export const rewardGrants = pgTable(
  'reward_grants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** bonus, betting_bonus, freespins or money. */
    type: text('type').notNull(),
    /** The bonus id, freespin pack id or ledger transaction id it created. */
    targetId: text('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_grants_reference_key').on(t.reference),
    index('reward_grants_user_id_idx').on(t.userId),
  ],
);

/** Bonus lifecycle (core contract bonuses.ts). */
export const PLAYER_BONUS_STATUSES = [
  'available',
  'active',
  'wagering',
  'completed',
  'expired',
  'removed',
] as const;
/** One bonus state. */
export type PlayerBonusStatus = (typeof PLAYER_BONUS_STATUSES)[number];

/**
 * A casino (`bonus` balance) or betting (`betting_bonus` balance) bonus of a player. While it
 * is active or wagering, `fundsMinor` is the part of that balance that is this bonus's money:
 * what converts to main when the wagering is met and what burns when it is removed or expires.
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    type: text('type').$type<'casino' | 'betting'>().notNull(),
    status: text('status').$type<PlayerBonusStatus>().notNull().default('available'),
    title: text('title').notNull(),
    text: text('text'),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** 0 = no wagering requirement. */
    wagerMultiplier: doublePrecision('wager_multiplier').notNull().default(0),
    wagerRequiredMinor: bigint('wager_required_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    wagerProgressMinor: bigint('wager_progress_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    fundsMinor: bigint('funds_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    isIsolated: boolean('is_isolated').notNull().default(true),
    /** Betting bonuses: lowest decimal odds that count, e.g. "1.50"; null = any. */
    minOdds: text('min_odds'),
    /** The reward grant's reference. */
    reference: text('reference').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** The play reference (`round:{id}`) whose stake met the wagering: its win converts too. */
    completedBy: text('completed_by'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('player_bonuses_user_id_idx').on(t.userId, t.status),
    check('player_bonuses_type_check', sql`${t.type} in ('casino', 'betting')`),
    check(
      'player_bonuses_status_check',
      sql`${t.status} in ('available', 'active', 'wagering', 'completed', 'expired', 'removed')`,
    ),
    check('player_bonuses_amounts_check', sql`${t.amountMinor} > 0 and ${t.fundsMinor} >= 0`),
  ],
);

/** Freespin pack states (core contract freespins.ts). */
export const FREESPIN_PACK_STATUSES = ['active', 'used', 'expired'] as const;
/** One freespin pack state. */
export type FreespinPackStatus = (typeof FREESPIN_PACK_STATUSES)[number];

/** Free spins at a fixed bet in the demo slot(s). */
export const freespinPacks = pgTable(
  'freespin_packs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    currency: text('currency').notNull(),
    /** The game the pack shows and launches. */
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'restrict' }),
    /** Games the pack is usable in; empty = every demo slot. */
    gameIds: integer('game_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    totalCount: integer('total_count').notNull(),
    remainingCount: integer('remaining_count').notNull(),
    betMinor: bigint('bet_minor', { mode: 'bigint' }).notNull(),
    /** 0 = winnings go straight to main; otherwise they become a bonus wagered this many times. */
    wagerMultiplier: doublePrecision('wager_multiplier').notNull().default(0),
    /** Winnings kept for the bonus the pack turns into when it ends (wagerMultiplier > 0). */
    winMinor: bigint('win_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').$type<FreespinPackStatus>().notNull().default('active'),
    reference: text('reference').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('freespin_packs_user_id_idx').on(t.userId, t.status),
    check('freespin_packs_status_check', sql`${t.status} in ('active', 'used', 'expired')`),
    check(
      'freespin_packs_count_check',
      sql`${t.remainingCount} >= 0 and ${t.remainingCount} <= ${t.totalCount} and ${t.totalCount} > 0`,
    ),
  ],
);

/** Cashback states (core contract cashbacks.ts). */
export const CASHBACK_STATES = ['active', 'paid_out', 'removed'] as const;
/** One cashback state (removed ones are never listed). */
export type CashbackState = (typeof CASHBACK_STATES)[number];

/** A player's cashback for one period, computed from the period's net real-money loss. */
export const cashbacks = pgTable(
  'cashbacks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    netLossMinor: bigint('net_loss_minor', { mode: 'bigint' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** Basis points of the net loss (1000 = 10 %). */
    rateBp: integer('rate_bp').notNull(),
    status: text('status').$type<CashbackState>().notNull().default('active'),
    receivingExpiredAt: timestamp('receiving_expired_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cashbacks_period_key').on(t.userId, t.currency, t.periodStart),
    check('cashbacks_status_check', sql`${t.status} in ('active', 'paid_out', 'removed')`),
    check('cashbacks_amount_check', sql`${t.amountMinor} > 0`),
  ],
);
