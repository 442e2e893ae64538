/**
 * Sign-in facts that are not part of the player row: how the account was registered (promo
 * code, referral, character), two-factor replay protection, and linked OAuth identities.
 * Kept beside `users` (1:1 or 1:n by user id) so the session's player type stays unchanged.
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
import { users } from './users.ts';

/** How an account came to be. */
export type RegistrationMethod = 'form' | 'fast' | 'telegram' | 'oauth';

/** What the player gave at registration (§3 Registration payload) besides profile data. */
export const userRegistrations = pgTable(
  'user_registrations',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').$type<RegistrationMethod>().notNull(),
    /** Promo code typed in the form or carried by a `promo_<code>` start parameter. */
    promoCode: text('promo_code'),
    /** Referral code from a `ref_<code>` Telegram start parameter. */
    referralCode: text('referral_code'),
    /** The raw Telegram start parameter, as signed by Telegram. */
    startParam: text('start_param'),
    /** Loyalty character chosen in the form (§3 character_id). */
    characterId: integer('character_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'user_registrations_method_check',
      sql`${t.method} in ('form', 'fast', 'telegram', 'oauth')`,
    ),
  ],
);

/**
 * The last TOTP time step a player's two-factor code was accepted for: a code is single-use
 * because only a later step is accepted afterwards.
 */
export const twoFactorSteps = pgTable('two_factor_steps', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastStep: bigint('last_step', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An account at an OAuth provider linked to a player (by provider + subject). */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    displayName: text('display_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('oauth_identities_provider_subject_key').on(t.provider, t.subject),
    index('oauth_identities_user_id_idx').on(t.userId),
  ],
);
