/**
 * Marketing content and campaigns (§3 Banner, Offer/campaign, Deposit offer; §5 Promo code;
 * §7 banners, popups, campaigns): banners by position, campaign popups with the impressions
 * that decide when a player sees one again, offers with their trigger and rewards, promo
 * codes, who redeemed which code, and every grant of an offer (once per business event).
 * Texts are per locale (`LocalizedText`); money is per currency as decimal strings.
 */
import { sql } from 'drizzle-orm';
import {
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
import type { LocalizedText } from './games.ts';
import { users } from './users.ts';

/** Amounts per currency, as decimal strings in major units (`{USD: '100', BRL: '500'}`). */
export type AmountsByCurrency = Record<string, string>;

/** A banner placed at a position of the site (§3 Banner). */
export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stable seed key, so seeding is idempotent. */
    slug: text('slug').notNull(),
    /** Where the banner shows (`home`, `promotions`, `cashier`, `auth`, `gamehall`…). */
    position: text('position').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    text: jsonb('text').$type<LocalizedText>(),
    label: jsonb('label').$type<LocalizedText>(),
    value: jsonb('value').$type<LocalizedText>(),
    addition: jsonb('addition').$type<LocalizedText>(),
    bannerType: text('banner_type').$type<'normal' | 'compact'>().notNull().default('normal'),
    /** Same-origin originals (`media/banners/x-wide.svg`) of the two §9 sizes. */
    imageWide: text('image_wide'),
    imageTall: text('image_tall'),
    link: text('link'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('banners_slug_key').on(t.slug),
    index('banners_starts_at_idx').on(t.startsAt),
    check('banners_type_check', sql`${t.bannerType} in ('normal', 'compact')`),
  ],
);

/** When a campaign popup is due (contract POPUP_TRIGGERS). */
export type PopupTrigger = 'registration' | 'login' | 'deposit' | 'visit';

/** A campaign popup (§2.3). */
export const campaignPopups = pgTable(
  'campaign_popups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    /** HTML per locale; sanitised again whenever it is served. */
    html: jsonb('html').$type<LocalizedText>().notNull(),
    image: text('image'),
    buttonLabel: jsonb('button_label').$type<LocalizedText>(),
    buttonUrl: text('button_url'),
    trigger: text('trigger').$type<PopupTrigger>().notNull(),
    /** Higher first. */
    priority: integer('priority').notNull().default(0),
    /** Hours before a signed-in player sees it again; null: once per player. */
    repeatAfterHours: integer('repeat_after_hours'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('campaign_popups_slug_key').on(t.slug),
    check(
      'campaign_popups_trigger_check',
      sql`${t.trigger} in ('registration', 'login', 'deposit', 'visit')`,
    ),
  ],
);

/** The last time a popup was served to a player (serving it is showing it). */
export const popupImpressions = pgTable(
  'popup_impressions',
  {
    popupId: integer('popup_id')
      .notNull()
      .references(() => campaignPopups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shownAt: timestamp('shown_at', { withTimezone: true }).notNull().defaultNow(),
    timesShown: integer('times_shown').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.popupId, t.userId] })],
);

/** What earns an offer (contract TRIGGER_ACTIONS). */
export type OfferAction = 'deposit' | 'registration' | 'promo_code';

/** Who an offer is for, on top of its action (decides `user_satisfies_params`). */
export type OfferAudience = 'anyone' | 'new_depositor' | 'returning_depositor' | 'new_player';

/** A reward of an offer as stored; turned into a `Reward` when granted. */
export type PromotionSpec =
  | {
      type: 'bonus';
      bonusType: 'casino' | 'betting';
      /** Fixed bonus per currency; absent when the bonus is a percent of the deposit. */
      amount?: AmountsByCurrency;
      /** Whole percent of the qualifying deposit. */
      percent?: number;
      maxAmount?: AmountsByCurrency;
      wagerMultiplier: number;
      expiresInDays?: number;
    }
  | {
      type: 'freespins';
      /** The demo slot the spins are for. */
      gameSysname: string;
      count: number;
      bet: AmountsByCurrency;
      wagerMultiplier: number;
      expiresInDays?: number;
    };

/** An offer (campaign): a trigger, texts and the rewards it grants. */
export const campaignOffers = pgTable(
  'campaign_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    action: text('action').$type<OfferAction>().notNull(),
    audience: text('audience').$type<OfferAudience>().notNull().default('anyone'),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    text: jsonb('text').$type<LocalizedText>(),
    image: text('image'),
    /** Payment-method sysnames a deposit offer does not apply to. */
    excludeMethods: jsonb('exclude_methods').$type<string[]>().notNull().default([]),
    /** Smallest qualifying deposit per currency. */
    minAmount: jsonb('min_amount').$type<AmountsByCurrency>(),
    promotions: jsonb('promotions').$type<PromotionSpec[]>().notNull(),
    /** Grants per player; null: unlimited (one per qualifying event). */
    perPlayerLimit: integer('per_player_limit'),
    /** Listed offers show to everyone; unlisted ones only to players who unlocked them by code. */
    listed: boolean('listed').notNull().default(true),
    priority: integer('priority').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('campaign_offers_slug_key').on(t.slug),
    check(
      'campaign_offers_action_check',
      sql`${t.action} in ('deposit', 'registration', 'promo_code')`,
    ),
    check(
      'campaign_offers_audience_check',
      sql`${t.audience} in ('anyone', 'new_depositor', 'returning_depositor', 'new_player')`,
    ),
  ],
);

/** A promo code (stored upper-case) unlocking or granting an offer. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => campaignOffers.id, { onDelete: 'cascade' }),
    /** Redemptions over all players; null: unlimited (still once per player). */
    maxUses: integer('max_uses'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('promo_codes_code_key').on(t.code)],
);

/** A player's redemption of a promo code: at most one per player and code. */
export const promoCodeRedemptions = pgTable(
  'promo_code_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    codeId: integer('code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_code_redemptions_code_user_key').on(t.codeId, t.userId),
    index('promo_code_redemptions_user_idx').on(t.userId),
  ],
);

/** An offer granted to a player; `reference` (the business event) is unique. */
export const offerGrants = pgTable(
  'offer_grants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => campaignOffers.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** `deposit:{transaction}`, `promo:{codeId}:{userId}`, `take:{offerId}:{userId}:{n | key:{Idempotency-Key}}`. */
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offer_grants_reference_key').on(t.reference),
    index('offer_grants_user_offer_idx').on(t.userId, t.offerId),
  ],
);
